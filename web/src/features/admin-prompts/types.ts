import type { PromptType } from '@app/domain/prompts/prompt-types';

/** Every system prompt's content, by type: what the form edits. */
export type PromptContents = Record<PromptType, string>;
/** The prompts an admin changed, with their new content. */
export type PromptEdits = Partial<PromptContents>;
