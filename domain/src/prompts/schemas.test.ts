import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { PROMPT_TYPES } from './prompt-types';
import { PROMPT_TOO_LONG, PROMPT_TOO_SHORT, promptsFormSchema, updatePromptsSchema } from './schemas';

const messages = (input: unknown, schema: ZodType = updatePromptsSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('updatePromptsSchema', () => {
  it('takes any subset of the fields, trimmed', () => {
    expect(updatePromptsSchema.parse({ documentPrompts: { gtm: '  A GTM plan for {{title}}\n' } })).toEqual({ documentPrompts: { gtm: 'A GTM plan for {{title}}' } });
    expect(updatePromptsSchema.parse({})).toEqual({});
  });

  it('counts 10 to 10000 characters, blanks around the text left out', () => {
    expect(messages({ ideaPrompts: { free: 'x'.repeat(10) } })).toEqual([]);
    expect(messages({ ideaPrompts: { free: 'x'.repeat(10_000) } })).toEqual([]);
    expect(messages({ ideaPrompts: { free: 'x'.repeat(9) } })).toEqual([{ path: 'ideaPrompts.free', message: PROMPT_TOO_SHORT }]);
    expect(messages({ ideaPrompts: { free: `   ${'x'.repeat(9)}     ` } })).toEqual([{ path: 'ideaPrompts.free', message: PROMPT_TOO_SHORT }]);
    expect(messages({ powerUpPrompts: { validationHacks: 'x'.repeat(10_001) } })).toEqual([{ path: 'powerUpPrompts.validationHacks', message: PROMPT_TOO_LONG }]);
  });

  it('refuses a value that is not text with the length message', () => {
    expect(messages({ documentPrompts: { prd: 42 } })).toEqual([{ path: 'documentPrompts.prd', message: PROMPT_TOO_SHORT }]);
  });

  it('refuses keys the spec does not name, at either level', () => {
    expect(messages({ otherPrompts: {} })).toEqual([{ path: '', message: 'Unknown prompt field: otherPrompts' }]);
    expect(messages({ ideaPrompts: { IDEA_FREE: 'A free idea in {{category}}' } })).toEqual([{ path: 'ideaPrompts', message: 'Unknown prompt field: IDEA_FREE' }]);
  });
});

describe('promptsFormSchema', () => {
  it('needs every prompt, each with the same rules', () => {
    const valid = Object.fromEntries(PROMPT_TYPES.map((type) => [type, `The ${type} prompt`]));
    expect(promptsFormSchema.safeParse(valid).success).toBe(true);
    expect(messages({ ...valid, DOC_PRD: 'short' }, promptsFormSchema)).toEqual([{ path: 'DOC_PRD', message: PROMPT_TOO_SHORT }]);
  });
});
