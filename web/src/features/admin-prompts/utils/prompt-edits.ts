import { PROMPT_TYPES } from '@app/domain/prompts/prompt-types';
import type { PromptContents, PromptEdits } from '../types';

/**
 * The prompts whose content differs from what is saved. Blanks around a prompt are not kept (the shared schema trims
 * them), so adding only blanks changes nothing.
 */
export function promptEdits(values: Readonly<Record<string, string>>, saved: PromptContents): PromptEdits {
  const edits: PromptEdits = {};
  for (const type of PROMPT_TYPES) {
    const value = values[type]?.trim();
    if (value !== undefined && value !== saved[type]) edits[type] = value;
  }
  return edits;
}
