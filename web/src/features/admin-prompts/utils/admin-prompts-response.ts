import { PROMPT_GROUPS, promptFieldsOf } from '@app/domain/prompts/prompt-fields';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';
import type { PromptContents } from '../types';

/** `{ prompts: { ideaPrompts: { free, ... }, ... } }` of GET /api/admin/prompts, by prompt type; every one must be text. */
export function parseAdminPrompts(body: unknown): PromptContents {
  if (!isRecord(body) || !isRecord(body.prompts)) throw new InvalidResponseError();
  const contents: Partial<PromptContents> = {};
  for (const group of PROMPT_GROUPS) {
    const fields = body.prompts[group];
    if (!isRecord(fields)) throw new InvalidResponseError();
    for (const [field, type] of promptFieldsOf(group)) {
      const content = fields[field];
      if (typeof content !== 'string') throw new InvalidResponseError();
      contents[type] = content;
    }
  }
  return contents as PromptContents;
}
