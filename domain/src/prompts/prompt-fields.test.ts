import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTS } from './default-prompts';
import { PROMPT_FIELDS, promptsByField, promptsByType, promptsUpdateByField } from './prompt-fields';
import { PROMPT_TYPES, type PromptType } from './prompt-types';

const contentOf = (type: PromptType) => `content of ${type}`;
const allContents = Object.fromEntries(PROMPT_TYPES.map((type) => [type, contentOf(type)])) as Record<PromptType, string>;

describe('PROMPT_FIELDS', () => {
  it('names each of the 12 prompt types exactly once', () => {
    const named = Object.values(PROMPT_FIELDS).flatMap((group) => Object.values(group));
    expect([...named].sort()).toEqual([...PROMPT_TYPES].sort());
  });
});

describe('promptsByField', () => {
  it("gives the API's shape, in the spec's groups and order", () => {
    expect(promptsByField(allContents)).toEqual({
      ideaPrompts: { free: contentOf('IDEA_FREE'), premium: contentOf('IDEA_PREMIUM'), ugi: contentOf('IDEA_UGI'), ugp2p: contentOf('IDEA_UGP2P') },
      documentPrompts: {
        prd: contentOf('DOC_PRD'),
        pitchDeck: contentOf('DOC_PITCH'),
        gtm: contentOf('DOC_GTM'),
        financialPlan: contentOf('DOC_FINANCIAL'),
        preLaunch: contentOf('DOC_PRELAUNCH'),
      },
      powerUpPrompts: { differentiators: contentOf('PU_DIFFERENTIATORS'), validationHacks: contentOf('PU_HACKS'), viralitySuggestions: contentOf('PU_SUGGESTIONS') },
      scoringPrompts: { scoring: contentOf('SCORING') },
    });
    expect(Object.keys(promptsByField(allContents).documentPrompts)).toEqual(['prd', 'pitchDeck', 'gtm', 'financialPlan', 'preLaunch']);
  });
});

describe('promptsByType', () => {
  it('is the inverse of promptsByField', () => {
    expect(promptsByType(promptsByField(allContents))).toEqual(allContents);
  });

  it('keeps only the fields sent', () => {
    expect(promptsByType({ documentPrompts: { pitchDeck: 'Ten slides' }, powerUpPrompts: { viralitySuggestions: 'Loops' } })).toEqual({
      DOC_PITCH: 'Ten slides',
      PU_SUGGESTIONS: 'Loops',
    });
    expect(promptsByType({})).toEqual({});
    expect(promptsByType({ ideaPrompts: {} })).toEqual({});
  });

  it('reads the defaults back by type', () => {
    const contents = Object.fromEntries(PROMPT_TYPES.map((type) => [type, DEFAULT_PROMPTS[type].content])) as Record<PromptType, string>;
    expect(promptsByType(promptsByField(contents)).PU_HACKS).toBe(DEFAULT_PROMPTS.PU_HACKS.content);
  });
});

describe('promptsUpdateByField', () => {
  it('names only the prompts given, in their groups', () => {
    expect(promptsUpdateByField({ DOC_PITCH: 'Ten slides', PU_SUGGESTIONS: 'Loops', DOC_PRD: 'One page' })).toEqual({
      documentPrompts: { prd: 'One page', pitchDeck: 'Ten slides' },
      powerUpPrompts: { viralitySuggestions: 'Loops' },
    });
    expect(promptsUpdateByField({})).toEqual({});
  });

  it('gives the whole shape for every prompt', () => {
    expect(promptsUpdateByField(allContents)).toEqual(promptsByField(allContents));
  });
});
