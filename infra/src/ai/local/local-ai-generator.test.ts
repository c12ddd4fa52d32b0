import { BUSINESS_MODELS, CATEGORIES, DOCUMENT_TYPES, TECHNOLOGY_TAGS, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import { COUNTRIES } from '@app/domain/ideas/countries';
import { parseMarkdown, type Block } from '@app/domain/markdown/parse-markdown';
import { plainText } from '@app/domain/markdown/plain-text';
import { documentPromptType, powerUpPromptType } from '@app/domain/prompts/prompt-types';
import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { describe, expect, it } from 'vitest';
import { createLocalAiGenerator, LOCAL_MODEL } from './local-ai-generator';
import { VOCABULARY } from '@app/seed/platform-ideas/vocabulary';
import { GENERAL_CATEGORIES } from './sectors';

const ai = createLocalAiGenerator();
const PARKING = 'I can never find parking near my office and waste 20 minutes every morning circling the block. Parking apps show stale data.';
const FARMING = 'Smallholder farmers in Kenya lose a third of their harvest because they cannot tell when the soil needs irrigation.';

const ideaFor = async (userContext: string) => (await ai.generateIdea({ promptType: 'IDEA_UGI', prompt: `Solve: ${userContext}`, userContext })).idea;
const documentFor = async (idea: CopyFields, documentType: DocumentType) =>
  (await ai.generateDocument({ promptType: documentPromptType(documentType), prompt: 'Write it', idea, documentType })).content;
const headings = (blocks: Block[], level: number) =>
  blocks.flatMap((block) => (block.kind === 'heading' && block.level === level ? [plainText(block.content)] : []));
const tables = (blocks: Block[]) => blocks.flatMap((block) => (block.kind === 'table' ? [block.rows.map((row) => row.map(plainText))] : []));
const amount = (cell: string | undefined) => Number((cell ?? '').replace(/[$,]/g, ''));
const withoutLatency = <T extends { generation: { latencyMs: number } }>(result: T) => ({ ...result, generation: { ...result.generation, latencyMs: 0 } });

describe('local AI: ideas', () => {
  it('writes the same idea for the same input and a different one for another problem', async () => {
    const input = { promptType: 'IDEA_UGP2P', prompt: 'p', userContext: PARKING } as const;
    expect(withoutLatency(await ai.generateIdea(input))).toEqual(withoutLatency(await ai.generateIdea(input)));
    const [parking, farming] = await Promise.all([ideaFor(PARKING), ideaFor(FARMING)]);
    expect(parking.title).not.toBe(farming.title);
    expect(parking.problem).not.toBe(farming.problem);
  });

  it('writes in the category the problem is about, from the seed catalog\'s material', async () => {
    const parking = await ideaFor(PARKING);
    expect(parking.category).toBe('TransportTech');
    expect(parking.country).toBe('Global');
    const farming = await ideaFor(FARMING);
    expect(farming.problem).toContain('Smallholder farmers in Kenya lose a third of their harvest');
    expect(farming.category).toBe('AgriTech');
    expect(farming.country).toBe('Kenya');
    // The seed's theme of irrigation (AgriTech, 'Irrigation Scheduler'), its title form '<Name> for <Audience>'.
    const theme = VOCABULARY.AgriTech.themes.find((candidate) => candidate.tags.includes('irrigation'));
    expect(theme?.names.some((name) => farming.title.startsWith(`${name} for Smallholder Farmers`)), farming.title).toBe(true);
    expect(farming.solution).toContain(theme?.how);
  });

  it('takes the target user from the problem and keeps their sentence as the problem\'s first', async () => {
    const idea = await ideaFor('Small clinics in rural Kenya lose track of vaccine stock and fridges fail without anyone noticing until doses are spoiled.');
    expect(idea.title).toMatch(/ for Small Clinics in Rural Kenya$/);
    expect(idea.description).toContain(' small clinics in rural Kenya ');
    expect(idea.category).toBe('HealthTech');
    expect(idea.country).toBe('Kenya');
    expect(idea.businessModel).toBe('B2B');
    const restaurants = await ideaFor("Restaurants throw away too much food and can't predict demand.");
    expect(restaurants.problem).toMatch(/^Restaurants throw away too much food and can't predict demand\. /);
    expect(restaurants.category).toBe('GreenTech');
    expect(restaurants.tags).not.toContain('predict');
  });

  it('writes no seed template around a word of the problem: no "one place for", no "products around"', async () => {
    const bakery = await ideaFor('Independent bakeries throw away unsold bread every evening.');
    expect(bakery.category).toBe('GreenTech');
    // The seed's food-waste theme: the member's unsold bread is food waste.
    const foodWaste = VOCABULARY.GreenTech.themes.find((theme) => theme.tags.includes('food waste'));
    expect(foodWaste?.names.map((name) => `${name} for Independent Bakeries`)).toContain(bakery.title);
    expect(`${bakery.title} ${bakery.marketSize}`).not.toMatch(/one place for|products around/);
    const translators = await ideaFor('Freelance translators wait 60 days for clients to pay their unpaid invoices in several countries.');
    expect(translators.category).toBe('FinTech');
    expect(translators.description).not.toContain('countries');
  });

  it('places a problem of no known category in a broad one', async () => {
    const idea = await ideaFor('Knitting circles never agree whose turn it is.');
    expect(GENERAL_CATEGORIES).toContain(idea.category);
  });

  it('sells to consumers when the problem is about people rather than businesses', async () => {
    expect((await ideaFor('Parents of teenagers have no idea how much time their kids spend on their phones at night.')).businessModel).toMatch(/^(?:B2C|B2B2C)$/);
    expect((await ideaFor('Independent bookshops cannot compete with Amazon on delivery speed.')).businessModel).toBe('B2B');
  });

  it('fills every field with values from the catalog enumerations', async () => {
    for (const text of [PARKING, FARMING, 'zzz qqq', 'Our neighbourhood library closes too early for people who commute.']) {
      const idea = await ideaFor(text);
      for (const [field, value] of Object.entries(idea)) {
        if (field !== 'mockup') expect(value, field).not.toHaveLength(0);
      }
      expect(idea.title.length).toBeLessThanOrEqual(80);
      expect(CATEGORIES).toContain(idea.category);
      expect(BUSINESS_MODELS).toContain(idea.businessModel);
      expect(TECHNOLOGY_TAGS).toEqual(expect.arrayContaining(idea.technologies));
      expect(idea.country === 'Global' || idea.country.split(', ').every((country) => COUNTRIES.includes(country))).toBe(true);
      // The seed's forms: '$4.2B', '$900M serviceable market in Kenya', '$12B TAM, $1.1B SAM', 'Emerging niche'.
      expect(idea.marketSize).toMatch(/^\$\d|^(?:Emerging|Early|Nascent|Too early)/);
      expect(idea.competition).toMatch(/^(Low|Medium|High) — /);
      expect(idea).toMatchObject({ type: 'PREMIUM', mockup: null });
    }
  });

  it('records the model, estimated tokens and the prompt type', async () => {
    const prompt = 'x'.repeat(401);
    const { idea, generation } = await ai.generateIdea({ promptType: 'IDEA_UGI', prompt, userContext: PARKING });
    expect(generation).toEqual({ promptType: 'IDEA_UGI', model: LOCAL_MODEL, tokensIn: 101, tokensOut: Math.ceil(JSON.stringify(idea).length / 4), latencyMs: expect.any(Number) as number });
  });

  it('gives up when the request is aborted', async () => {
    await expect(ai.generateIdea({ promptType: 'IDEA_UGI', prompt: 'p', userContext: PARKING }, AbortSignal.abort())).rejects.toThrow();
  });
});

describe('local AI: batch ideas (IDEA_FREE, IDEA_PREMIUM)', () => {
  const batchIdea = async (promptType: 'IDEA_FREE' | 'IDEA_PREMIUM', userContext: string, categories: string) =>
    (await ai.generateIdea({ promptType, prompt: 'Write one', userContext, categories })).idea;

  it('writes a different idea for every item of a batch, of the prompt type, in a category asked for', async () => {
    const ideas = await Promise.all([1, 2, 3, 4, 5, 6].map((item) => batchIdea('IDEA_FREE', `job-1 free-${item}`, 'FinTech, HealthTech')));
    expect(new Set(ideas.map((idea) => idea.title)).size).toBe(6);
    for (const idea of ideas) {
      expect(idea.type).toBe('FREE');
      expect(['FinTech', 'HealthTech']).toContain(idea.category);
    }
    expect((await batchIdea('IDEA_PREMIUM', 'job-1 premium-1', '')).type).toBe('PREMIUM');
  });

  it('keeps categories the catalog does not know as the admin typed them, and writes the same idea for the same item', async () => {
    expect((await batchIdea('IDEA_FREE', 'job-2 free-1', 'Quantum Farming')).category).toBe('Quantum Farming');
    expect(await batchIdea('IDEA_FREE', 'job-2 free-1', 'FinTech')).toEqual(await batchIdea('IDEA_FREE', 'job-2 free-1', 'FinTech'));
  });
});

describe('local AI: documents', () => {
  it('writes each type as markdown with its sections, deterministically', async () => {
    const idea = await ideaFor(PARKING);
    const expected: Record<DocumentType, string[]> = {
      PRD: ['Overview', 'Problem', 'Goals', 'Target Users', 'Requirements', 'Milestones'],
      PITCH_DECK: ['Slide 1 — Title', 'Slide 2 — Problem', 'Slide 12 — The Ask'],
      GTM: ['Positioning', 'Channels', 'Launch Plan', 'Metrics and Targets'],
      FINANCIAL_PLAN: ['Assumptions', 'Revenue Projection', 'Cost Breakdown', 'Unit Economics', 'Break-even'],
      PRELAUNCH: ['Why join early', 'How it works', 'Frequently asked questions', 'Join the waitlist'],
    };
    for (const type of DOCUMENT_TYPES) {
      const content = await documentFor(idea, type);
      expect(await documentFor(idea, type)).toBe(content);
      const blocks = parseMarkdown(content);
      expect(headings(blocks, 1)[0], type).toContain(idea.title);
      expect(headings(blocks, 2), type).toEqual(expect.arrayContaining(expected[type]));
      expect(blocks.some((block) => block.kind === 'list'), type).toBe(true);
    }
    const prd = parseMarkdown(await documentFor(idea, 'PRD'));
    expect(tables(prd).length).toBeGreaterThanOrEqual(3);
  });

  it('numbers the pitch deck slides in order', async () => {
    const slides = headings(parseMarkdown(await documentFor(await ideaFor(FARMING), 'PITCH_DECK')), 2);
    expect(slides.map((title) => Number(/^Slide (\d+) — \S/.exec(title)?.[1]))).toEqual(slides.map((_, index) => index + 1));
  });

  it('writes a financial plan whose tables add up', async () => {
    for (const text of [PARKING, FARMING]) {
      const [projection = [], breakdown = []] = tables(parseMarkdown(await documentFor(await ideaFor(text), 'FINANCIAL_PLAN')));
      expect(projection.map((row) => row[0])).toEqual(['Year 1', 'Year 2', 'Year 3']);
      projection.forEach((row, index) => {
        const [, , revenue, costs, profit] = row;
        expect(amount(revenue) - amount(costs)).toBe(amount(profit));
        const lines = breakdown[index] ?? [];
        expect(lines.slice(1, -1).reduce((sum, cell) => sum + amount(cell), 0)).toBe(amount(lines.at(-1)));
        expect(amount(lines.at(-1))).toBe(amount(costs));
      });
    }
  });
});

describe('local AI: power-ups', () => {
  it('writes a list of 5 or 6 suggestions per type, different per type', async () => {
    const idea = await ideaFor(PARKING);
    const contents = await Promise.all(
      POWER_UP_TYPES.map(async (powerUpType) => (await ai.generatePowerUp({ promptType: powerUpPromptType(powerUpType), prompt: 'p', idea, powerUpType })).content),
    );
    for (const content of contents) {
      const list = parseMarkdown(content).find((block) => block.kind === 'list');
      expect(list?.kind === 'list' && list.items.length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(contents).size).toBe(3);
  });
});
