// Admin edits of the system prompts (stream `prompts`, decided in prompts-decider.ts). Each event carries the prompts
// it changes; the prompts in force are the defaults with every edit applied in order, so a type never edited keeps
// its built-in template.
import type { DomainEvent } from '../shared/decider';
import { DEFAULT_PROMPTS, type SystemPrompt } from './default-prompts';
import { promptVariables } from './fill-prompt';
import { PROMPT_TYPES, type PromptType } from './prompt-types';

export const PROMPTS_STREAM_ID = 'prompts';

export type PromptsUpdated = DomainEvent<
  'PromptsUpdated',
  { prompts: Partial<Record<PromptType, { title: string; content: string }>>; at: string }
>;
export type PromptsEvent = PromptsUpdated;
export const PROMPTS_EVENT_TYPES = ['PromptsUpdated'] as const satisfies readonly PromptsEvent['type'][];

export type SystemPrompts = Readonly<Record<PromptType, SystemPrompt>>;

/** The prompts in force after one more edit. */
export function evolvePrompts(prompts: SystemPrompts, event: PromptsEvent): SystemPrompts {
  const next: Record<PromptType, SystemPrompt> = { ...prompts };
  for (const type of PROMPT_TYPES) {
    const edit = event.data.prompts[type];
    if (edit) next[type] = { ...next[type], title: edit.title, content: edit.content, variables: promptVariables(edit.content) };
  }
  return next;
}

export function promptsFrom(events: readonly PromptsEvent[]): SystemPrompts {
  return events.reduce(evolvePrompts, DEFAULT_PROMPTS);
}
