// Inputs of PUT /api/admin/prompts (docs/product.md "Admin: System Prompts"), shared by the command API and the System
// Prompts form, so both show the spec's messages.
import { z } from 'zod';
import { inputText } from '../shared/text';
import { PROMPT_FIELDS, type PromptGroup } from './prompt-fields';
import { PROMPT_TYPES, type PromptType } from './prompt-types';

const MIN_PROMPT_LENGTH = 10;
export const MAX_PROMPT_LENGTH = 10_000;
export const PROMPT_TOO_SHORT = 'Prompt content must be at least 10 characters';
export const PROMPT_TOO_LONG = 'Prompt content cannot exceed 10000 characters';
// Ours: the spec says nothing of keys it does not name.
const unknownPromptFields = (keys: readonly string[]) => `Unknown prompt field: ${keys.join(', ')}`;

/**
 * One prompt's content. Counted without the blanks around it (they are dropped), so ten spaces are not a prompt. The
 * text is otherwise kept as written: placeholders and markdown are the admin's.
 */
export const promptContentSchema = inputText({ max: MAX_PROMPT_LENGTH, tooLong: PROMPT_TOO_LONG, trim: true }, { error: PROMPT_TOO_SHORT }).min(
  MIN_PROMPT_LENGTH,
  PROMPT_TOO_SHORT,
);

const strict = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownPromptFields(issue.keys) : undefined) });

type GroupShape<G extends PromptGroup> = { [F in keyof (typeof PROMPT_FIELDS)[G]]: z.ZodOptional<typeof promptContentSchema> };

function groupSchema<G extends PromptGroup>(group: G) {
  const shape = Object.fromEntries(Object.keys(PROMPT_FIELDS[group]).map((field) => [field, promptContentSchema.optional()]));
  return strict(shape as GroupShape<G>);
}

/** The GET's shape with every group and field optional; keys the spec does not name are refused. */
export const updatePromptsSchema = strict({
  ideaPrompts: groupSchema('ideaPrompts').optional(),
  documentPrompts: groupSchema('documentPrompts').optional(),
  powerUpPrompts: groupSchema('powerUpPrompts').optional(),
  scoringPrompts: groupSchema('scoringPrompts').optional(),
} satisfies Record<PromptGroup, unknown>);

/** The System Prompts form: every prompt, by type, one field each. */
export const promptsFormSchema = z.object(
  Object.fromEntries(PROMPT_TYPES.map((type) => [type, promptContentSchema])) as Record<PromptType, typeof promptContentSchema>,
);
