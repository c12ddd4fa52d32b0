// The local provider against sixty-five problems written for this evaluation (testing/sector-problems.ts): whether it
// puts the idea in the category a reader would, whether every sentence of the idea, its five documents and three
// power-ups passes the prose checks, and whether any of them states traction it cannot have. It prints the figures
// (README.md "Grounded composition" records them).
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { documentPromptType, powerUpPromptType } from '@app/domain/prompts/prompt-types';
import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { describe, expect, it } from 'vitest';
import { createLocalAiGenerator } from './local-ai-generator';
import { fieldProblems, markdownProblems, proseProblems } from './testing/prose-checks';
import { SECTOR_PROBLEMS } from './testing/sector-problems';
import { unlabelledTraction } from './testing/traction-check';

const ai = createLocalAiGenerator();
const SENTENCE_FIELDS = ['description', 'problem', 'solution', 'differentiation', 'goToMarket', 'wowFactor'] as const;
const PHRASE_FIELDS = ['title', 'marketSize', 'competition', 'revenue', 'timeline', 'teamSize'] as const;

async function contentsOf(idea: CopyFields): Promise<{ name: string; content: string }[]> {
  const documents = DOCUMENT_TYPES.map(async (documentType) => ({
    name: documentType,
    content: (await ai.generateDocument({ promptType: documentPromptType(documentType), prompt: 'p', idea, documentType })).content,
  }));
  const powerUps = POWER_UP_TYPES.map(async (powerUpType) => ({
    name: powerUpType,
    content: (await ai.generatePowerUp({ promptType: powerUpPromptType(powerUpType), prompt: 'p', idea, powerUpType })).content,
  }));
  return Promise.all([...documents, ...powerUps]);
}

function ideaProseProblems(idea: CopyFields): string[] {
  const sentences = SENTENCE_FIELDS.flatMap((field) => fieldProblems(idea[field]).filter(({ problems }) => problems.length > 0).map(({ text, problems }) => `${field}: ${text} (${problems.join(', ')})`));
  const phrases = [...PHRASE_FIELDS.map((field) => idea[field]), ...idea.tags].flatMap((text) => {
    const problems = proseProblems(text, { sentence: false });
    return problems.length > 0 ? [`${text} (${problems.join(', ')})`] : [];
  });
  return [...sentences, ...phrases];
}

describe('local AI: grounded composition over 65 problems written for it', () => {
  // 65 ideas with their eight texts each: a second or two alone, more on a loaded machine.
  it('chooses the category a reader would, writes clean prose and claims no traction', { timeout: 60_000 }, async () => {
    const misses: string[] = [];
    const proseFailures: string[] = [];
    const traction: string[] = [];
    let strict = 0;
    let lenient = 0;
    for (const { text, sectors } of SECTOR_PROBLEMS) {
      const { idea } = await ai.generateIdea({ promptType: 'IDEA_UGP2P', prompt: 'p', userContext: text });
      const category = idea.category.split(',')[0]?.trim() ?? '';
      if (category === sectors[0]) strict++;
      if ((sectors as readonly string[]).includes(category)) lenient++;
      else misses.push(`${text} → ${category} (expected ${sectors.join(' or ')})`);
      proseFailures.push(...ideaProseProblems(idea).map((problem) => `${text} → ${problem}`));
      for (const { name, content } of await contentsOf(idea)) {
        proseFailures.push(...markdownProblems(content).filter(({ problems }) => problems.length > 0).map(({ text: line, problems }) => `${name}: ${line} (${problems.join(', ')})`));
        traction.push(...unlabelledTraction(content).map(({ line }) => `${name}: ${line}`));
      }
    }
    const total = SECTOR_PROBLEMS.length;
    const percent = (count: number) => `${((100 * count) / total).toFixed(1)}%`;
    console.log(
      [
        `problems: ${total}`,
        `category a reader would choose: ${lenient} (${percent(lenient)}); the first choice only: ${strict} (${percent(strict)})`,
        `prose-check failures (idea fields, 5 documents, 3 power-ups): ${proseFailures.length}`,
        `unlabelled traction figures (5 documents, 3 power-ups): ${traction.length}`,
        ...misses.map((miss) => `  miss: ${miss}`),
        ...proseFailures.slice(0, 20).map((failure) => `  prose: ${failure}`),
        ...traction.slice(0, 10).map((figure) => `  traction: ${figure}`),
      ].join('\n'),
    );
    expect(lenient / total).toBeGreaterThanOrEqual(0.9);
    expect(proseFailures).toEqual([]);
    expect(traction).toEqual([]);
  });
});
