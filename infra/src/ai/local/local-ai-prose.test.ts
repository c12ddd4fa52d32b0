import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { createRng } from '@app/domain/shared/rng';
import { documentPromptType, powerUpPromptType } from '@app/domain/prompts/prompt-types';
import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { describe, expect, it } from 'vitest';
import { createLocalAiGenerator } from './local-ai-generator';
import { VOCABULARY } from '@app/seed/platform-ideas/vocabulary';
import { PROBLEMS } from './testing/problems';
import { fieldProblems, markdownProblems, proseProblems } from './testing/prose-checks';

const ai = createLocalAiGenerator();
const ideaFor = async (userContext: string) => (await ai.generateIdea({ promptType: 'IDEA_UGP2P', prompt: 'p', userContext })).idea;
const SENTENCE_FIELDS = ['description', 'problem', 'solution', 'differentiation', 'goToMarket', 'wowFactor'] as const;
const PHRASE_FIELDS = ['title', 'marketSize', 'competition', 'revenue', 'timeline', 'teamSize'] as const;
/** The seed catalog's audiences, which an idea names when the problem names nobody. */
const FALLBACK_AUDIENCES = Object.values(VOCABULARY).flatMap((entry) => entry.audiences.map((audience) => audience.plural));
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
const broken = (checked: { text: string; problems: string[] }[]) => checked.filter(({ problems }) => problems.length > 0);

async function everything(idea: CopyFields): Promise<string[]> {
  const documents = DOCUMENT_TYPES.map(async (documentType) =>
    (await ai.generateDocument({ promptType: documentPromptType(documentType), prompt: 'p', idea, documentType })).content);
  const powerUps = POWER_UP_TYPES.map(async (powerUpType) =>
    (await ai.generatePowerUp({ promptType: powerUpPromptType(powerUpType), prompt: 'p', idea, powerUpType })).content);
  return Promise.all([...documents, ...powerUps]);
}

describe('local AI: English from any problem', () => {
  describe.each(PROBLEMS)('$label', ({ text, user }) => {
    it('writes every sentence of the idea as a competent writer would', async () => {
      const idea = await ideaFor(text);
      for (const field of SENTENCE_FIELDS) expect(broken(fieldProblems(idea[field])), field).toEqual([]);
      for (const field of PHRASE_FIELDS) expect(proseProblems(idea[field], { sentence: false }), `${field}: ${idea[field]}`).toEqual([]);
      expect(idea.title.length).toBeLessThanOrEqual(80);
      for (const tag of idea.tags) expect(proseProblems(tag, { sentence: false }), tag).toEqual([]);
    });

    it(user ? `names '${user}', in the problem's words, as the target user` : 'falls back to an audience of the catalog', async () => {
      const idea = await ideaFor(text);
      if (user) {
        const problemWords = new Set(wordsOf(text));
        for (const word of wordsOf(user)) expect(problemWords, word).toContain(word);
        expect(idea.description).toContain(` ${user} `);
        expect(idea.problem.toLowerCase()).toContain(user.toLowerCase());
      } else {
        expect(FALLBACK_AUDIENCES.some((audience) => idea.description.includes(` ${audience} `)), idea.description).toBe(true);
      }
    });

    it('writes documents and power-ups whose prose passes the same checks', async () => {
      for (const content of await everything(await ideaFor(text))) expect(broken(markdownProblems(content))).toEqual([]);
    });
  });

  // 300 ideas: a second or two alone, more on a loaded machine (not a timing test).
  it('writes grammatical ideas from 300 problems made of shuffled words, symbols and capitals', { timeout: 60_000 }, async () => {
    // Words from the thirty problems in random order and case: text no member writes, which no template expects.
    const pool = [...PROBLEMS.flatMap(({ text }) => text.split(/\s+/)), '?', '!!!', ',', ';', '(', ')', '"', '-', '\n', '🚀'];
    const random = createRng(2024);
    for (let index = 0; index < 300; index++) {
      const words = Array.from({ length: random.int(1, 30) }, () => random.pick(pool));
      const joined = words.join(' ');
      const text = random.chance(0.2) ? joined.toUpperCase() : random.chance(0.2) ? joined.toLowerCase() : joined;
      const idea = await ideaFor(text);
      for (const field of SENTENCE_FIELDS) expect(broken(fieldProblems(idea[field])), `${text} → ${field}`).toEqual([]);
      for (const field of PHRASE_FIELDS) expect(proseProblems(idea[field], { sentence: false }), `${text} → ${idea[field]}`).toEqual([]);
      expect(idea.title.length).toBeLessThanOrEqual(80);
    }
  });

  it('writes the same idea, documents and power-ups for the same problem', async () => {
    for (const { text } of PROBLEMS) {
      const idea = await ideaFor(text);
      expect(await ideaFor(text)).toEqual(idea);
      expect(await everything(idea)).toEqual(await everything(idea));
    }
  });
});
