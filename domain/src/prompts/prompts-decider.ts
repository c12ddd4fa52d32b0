// Decisions on the system prompts (stream `prompts`, docs/product.md "Admin: System Prompts"): an ADMIN edits any of
// the 12 prompts' content. A prompt keeps its title; only the prompts whose content changes are recorded, so saving the
// form unchanged records nothing.
import type { Command, Decider } from '../shared/decider';
import { ValidationError } from '../shared/errors';
import { requireRole } from '../users/permissions';
import { DEFAULT_PROMPTS } from './default-prompts';
import { PROMPT_TYPES, type PromptType } from './prompt-types';
import { evolvePrompts, type PromptsEvent, type PromptsUpdated, type SystemPrompts } from './prompts-events';

export const NO_PROMPTS_TO_UPDATE = 'No prompts to update';

/** `prompts`: the new content of each prompt the admin sent (already validated), by type. */
export type UpdatePrompts = Command<'UpdatePrompts', { prompts: Partial<Record<PromptType, string>> }>;
export type PromptsCommand = UpdatePrompts;

export function decidePrompts(command: PromptsCommand, state: SystemPrompts): PromptsEvent[] {
  requireRole(command.metadata.actor, 'ADMIN');
  const sent = PROMPT_TYPES.flatMap((type) => {
    const content = command.data.prompts[type];
    return content === undefined ? [] : [{ type, content }];
  });
  if (sent.length === 0) throw new ValidationError(NO_PROMPTS_TO_UPDATE);
  const changes: PromptsUpdated['data']['prompts'] = {};
  for (const { type, content } of sent) {
    if (content !== state[type].content) changes[type] = { title: state[type].title, content };
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'PromptsUpdated', data: { prompts: changes, at: command.metadata.now.toISOString() } }];
}

export const promptsDecider: Decider<SystemPrompts, PromptsCommand, PromptsEvent> = {
  initialState: () => DEFAULT_PROMPTS,
  evolve: evolvePrompts,
  decide: decidePrompts,
};
