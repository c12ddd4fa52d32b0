import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MODELS,
  CATEGORIES,
  DOCUMENT_TYPES,
  FEATURED_IDEA_IDS,
  IDEA_TYPES,
  STAMPS,
  TECHNOLOGY_TAGS,
} from '@app/domain/ideas/idea-enumerations';
import { competitionLabel, parseMarketSize } from '@app/domain/ideas/idea-display';
import { createIdeaSchema, documentContentSchema } from '@app/domain/ideas/schemas';
import { createTrendSchema } from '@app/domain/trends/schemas';
import { COUNTRIES, GLOBAL_COUNTRY, REGIONS, ideaCountries, matchesCountryFilter } from '@app/domain/ideas/countries';
import { TREND_SOURCES, TREND_TYPES } from '@app/domain/trends/trend-view';
import { CATALOG_SPAN_DAYS, MOCKUP_BASE_URL, SEED_IDEA_COUNT, generateCatalog, type SeedIdea } from './generate-catalog';
import { TREND_DEFINITIONS } from './trends';

// The product's catalog, built once for all the checks below.
const catalog = generateCatalog({ ideaCount: SEED_IDEA_COUNT });
const { ideas, trends } = catalog;
const share = (predicate: (idea: SeedIdea) => boolean, among: readonly SeedIdea[] = ideas): number =>
  among.filter(predicate).length / among.length;
const sentences = (text: string): number => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0).length;

describe('generateCatalog', () => {
  it('is deterministic: the same options give the same catalog, another seed another one', () => {
    const first = generateCatalog({ ideaCount: 120, seed: 42 });
    expect(generateCatalog({ ideaCount: 120, seed: 42 })).toEqual(first);
    const other = generateCatalog({ ideaCount: 120, seed: 43 });
    expect(other.ideas.map((idea) => idea.idea.title)).not.toEqual(first.ideas.map((idea) => idea.idea.title));
  });

  it('gives the same ideas with or without documents', () => {
    const withDocuments = generateCatalog({ ideaCount: 60, seed: 5 });
    const without = generateCatalog({ ideaCount: 60, seed: 5, documents: false });
    expect(without.ideas.map(({ documents: _documents, ...rest }) => rest)).toEqual(
      withDocuments.ideas.map(({ documents: _documents, ...rest }) => rest),
    );
    expect(without.ideas.every((idea) => idea.documents.length === 0)).toBe(true);
    expect(without.trends).toEqual(withDocuments.trends);
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => generateCatalog({ ideaCount: -1 })).toThrow(RangeError);
    expect(() => generateCatalog({ ideaCount: 2.5 })).toThrow(RangeError);
    expect(generateCatalog({ ideaCount: 0 }).ideas).toEqual([]);
  });

  it('numbers the ideas 1..n and spreads their creation over about 18 months, newest last', () => {
    expect(ideas.map((idea) => idea.id)).toEqual(Array.from({ length: SEED_IDEA_COUNT }, (_, index) => index + 1));
    for (let index = 1; index < ideas.length; index++) {
      expect(ideas[index]!.daysAgo).toBeLessThanOrEqual(ideas[index - 1]!.daysAgo);
    }
    expect(ideas[0]!.daysAgo).toBeGreaterThan(CATALOG_SPAN_DAYS - 2);
    expect(ideas[0]!.daysAgo).toBeLessThanOrEqual(CATALOG_SPAN_DAYS);
    expect(ideas.at(-1)!.daysAgo).toBeGreaterThanOrEqual(0);
    expect(ideas.at(-1)!.daysAgo).toBeLessThan(1);
    // Batches follow time: batch 1 is the oldest.
    expect(ideas[0]!.idea.batchNumber).toBe(1);
    expect(ideas.at(-1)!.idea.batchNumber).toBe(12);
  });

  it('publishes about 85% with all five documents; half the rest miss some documents', () => {
    const published = ideas.filter((idea) => idea.published);
    const unpublished = ideas.filter((idea) => !idea.published);
    expect(published.length / ideas.length).toBeGreaterThan(0.8);
    expect(published.length / ideas.length).toBeLessThan(0.9);
    for (const idea of published) expect(idea.documents.map((document) => document.type)).toEqual([...DOCUMENT_TYPES]);
    const missing = share((idea) => idea.documents.length < DOCUMENT_TYPES.length, unpublished);
    expect(missing).toBeGreaterThan(0.3);
    expect(missing).toBeLessThan(0.7);
    for (const idea of unpublished) {
      // Whatever is there comes in the usual order.
      const types = idea.documents.map((document) => document.type);
      expect(types).toEqual(DOCUMENT_TYPES.filter((type) => types.includes(type)));
    }
  });

  it('shows a visitor the 1000+ ideas the product promises, for good, and keeps unpublished ones for the admins', () => {
    // Public: published; the auto-delete ones are archived 48 hours after the seed, so they do not count.
    const kept = ideas.filter((idea) => idea.published && !idea.autoDelete).length;
    expect(kept).toBeGreaterThanOrEqual(1000);
    expect(ideas.filter((idea) => !idea.published).length).toBeGreaterThanOrEqual(100);
  });

  it('publishes every featured idea with all its documents', () => {
    for (const id of FEATURED_IDEA_IDS) {
      const idea = ideas[id - 1]!;
      expect(idea.id).toBe(id);
      expect(idea.published).toBe(true);
      expect(idea.autoDelete).toBe(false);
      expect(idea.documents).toHaveLength(DOCUMENT_TYPES.length);
    }
  });

  it('has the intended mix of premium, stamps, auto-delete and mockups', () => {
    expect(share((idea) => idea.idea.type === 'PREMIUM')).toBeGreaterThan(0.25);
    expect(share((idea) => idea.idea.type === 'PREMIUM')).toBeLessThan(0.35);
    expect(share((idea) => idea.idea.stamp === 'Top Picks')).toBeGreaterThan(0.025);
    expect(share((idea) => idea.idea.stamp === 'Top Picks')).toBeLessThan(0.055);
    expect(share((idea) => idea.idea.stamp === 'Crazy')).toBeGreaterThan(0.015);
    expect(share((idea) => idea.idea.stamp === 'Crazy')).toBeLessThan(0.045);
    const autoDelete = ideas.filter((idea) => idea.autoDelete).length;
    expect(autoDelete).toBeGreaterThanOrEqual(3);
    expect(autoDelete).toBeLessThanOrEqual(25);
    expect(share((idea) => idea.idea.mockup !== null)).toBeGreaterThan(0.4);
    expect(share((idea) => idea.idea.mockup !== null)).toBeLessThan(0.6);
    expect(share((idea) => idea.idea.country === GLOBAL_COUNTRY)).toBeGreaterThan(0.33);
    expect(share((idea) => idea.idea.country === GLOBAL_COUNTRY)).toBeLessThan(0.47);
  });

  it('fills every field within the enumerations and the schema rules', () => {
    // One list of problems per idea (an expect per field would make 40,000 assertions).
    const problems = (idea: SeedIdea['idea']): string[] => {
      const found: string[] = [];
      const check = (ok: boolean, what: string): void => {
        if (!ok) found.push(what);
      };
      check(idea.title.length >= 3 && idea.title.length <= 100, 'title length');
      check(idea.description.length >= 10 && sentences(idea.description) <= 2, 'description');
      for (const field of ['problem', 'solution', 'differentiation', 'goToMarket', 'wowFactor'] as const) {
        check(sentences(idea[field]) >= 1 && sentences(idea[field]) <= 3, `${field}: ${idea[field]}`);
      }
      for (const field of ['revenue', 'timeline', 'teamSize', 'marketSize', 'competition'] as const) check(idea[field] !== '', `${field} empty`);
      check(/^\d+-\d+ months to /.test(idea.timeline), `timeline ${idea.timeline}`);
      check(/^\d+-\d+ people$/.test(idea.teamSize), `teamSize ${idea.teamSize}`);
      const categories = idea.category.split(', ');
      check(categories.length <= 2 && new Set(categories).size === categories.length, `categories ${idea.category}`);
      check(categories.every((category) => (CATEGORIES as readonly string[]).includes(category)), `category ${idea.category}`);
      check((BUSINESS_MODELS as readonly string[]).includes(idea.businessModel), `model ${idea.businessModel}`);
      check(IDEA_TYPES.includes(idea.type), `type ${idea.type}`);
      const technologies = idea.technologies;
      check(technologies.length >= 1 && technologies.length <= 3 && new Set(technologies).size === technologies.length, `technologies ${technologies.join()}`);
      check(technologies.every((technology) => (TECHNOLOGY_TAGS as readonly string[]).includes(technology)), `technology ${technologies.join()}`);
      check(idea.tags.length >= 3 && idea.tags.length <= 6 && new Set(idea.tags).size === idea.tags.length, `tags ${idea.tags.join()}`);
      check(idea.tags.every((tag) => /^[a-z0-9][a-z0-9 -]{0,24}$/.test(tag)), `tag ${idea.tags.join()}`);
      if (idea.country !== GLOBAL_COUNTRY) {
        const countries = ideaCountries(idea.country);
        check(countries.length >= 1 && countries.length <= 3 && countries.every((country) => COUNTRIES.includes(country)), `country ${idea.country}`);
      }
      check(['Low', 'Medium', 'High'].includes(competitionLabel(idea.competition)) && /^(Low|Medium|High) — \S/.test(idea.competition), `competition ${idea.competition}`);
      check(idea.mockup === null || (idea.mockup.startsWith(MOCKUP_BASE_URL) && /^[a-z0-9-]+$/.test(idea.mockup.slice(MOCKUP_BASE_URL.length))), `mockup ${idea.mockup}`);
      check(idea.batchNumber !== null && idea.batchNumber >= 1 && idea.batchNumber <= 12, `batch ${idea.batchNumber}`);
      check(idea.stamp === null || (STAMPS as readonly string[]).includes(idea.stamp), `stamp ${idea.stamp}`);
      return found;
    };
    expect(ideas.flatMap(({ id, idea }) => problems(idea).map((problem) => `#${id}: ${problem}`))).toEqual([]);
  });

  it('passes the admin create-idea and create-trend schemas unchanged', () => {
    for (const { idea, published } of ideas) {
      const parsed = createIdeaSchema.safeParse({ ...idea, status: published ? 'Published' : 'Unpublished' });
      expect(parsed.success && parsed.data.idea, idea.title).toEqual(idea);
    }
    for (const { documents } of ideas.slice(0, 50)) {
      for (const { content } of documents) expect(documentContentSchema.safeParse({ content }).success).toBe(true);
    }
    for (const { title, description, type, source } of trends) {
      expect(createTrendSchema.safeParse({ title, description, type, source }).success, title).toBe(true);
    }
  });

  it('gives every idea its own title, with no fall-back qualifier in the product catalog', () => {
    const titles = ideas.map((idea) => idea.idea.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((title) => title.includes(' — '))).toEqual([]);
    expect(titles.some((title) => /^(AI|IoT|AR|Mobile-First|5G|Data-Driven|Blockchain-Verified) /.test(title))).toBe(true);
    expect(titles.some((title) => / (in|across) [A-Z]/.test(title))).toBe(true);
  });

  it('covers every category, business model, technology and region', () => {
    const primary = new Set(ideas.map((idea) => idea.idea.category.split(', ')[0]));
    expect([...primary].sort()).toEqual([...CATEGORIES].sort());
    expect(ideas.some((idea) => idea.idea.category.includes(', '))).toBe(true);
    expect(new Set(ideas.map((idea) => idea.idea.businessModel))).toEqual(new Set(BUSINESS_MODELS));
    expect(new Set(ideas.flatMap((idea) => idea.idea.technologies))).toEqual(new Set(TECHNOLOGY_TAGS));
    for (const region of REGIONS) {
      const local = ideas.filter((idea) => idea.idea.country !== GLOBAL_COUNTRY && matchesCountryFilter(idea.idea.country, region));
      expect(local.length, region).toBeGreaterThanOrEqual(10);
    }
  });

  it('writes market sizes with amounts of every scale, and a few without one', () => {
    const sizes = ideas.map((idea) => idea.idea.marketSize);
    for (const scale of ['M', 'B', 'T']) expect(sizes.some((size) => new RegExp(`^\\$[\\d.]+${scale}`).test(size)), scale).toBe(true);
    expect(sizes.some((size) => /^\$[\d.]+[MB]\+$/.test(size))).toBe(true);
    const unsized = sizes.filter((size) => parseMarketSize(size) === null).length;
    expect(unsized).toBeGreaterThan(0);
    expect(unsized / sizes.length).toBeLessThan(0.06);
  });

  it('writes markdown documents of 1-3 KB that name the idea', () => {
    for (const { idea, documents } of ideas) {
      for (const { type, content } of documents) {
        const bytes = Buffer.byteLength(content);
        expect(bytes, `${type} of ${idea.title}`).toBeGreaterThan(1000);
        expect(bytes, `${type} of ${idea.title}`).toBeLessThan(3072);
        if (type !== 'PRELAUNCH') expect(content.startsWith(`# ${idea.title} — `)).toBe(true);
      }
    }
    const documentsOf = ideas[2]!.documents;
    const byType = Object.fromEntries(documentsOf.map((document) => [document.type, document.content]));
    expect(byType.PRD).toMatch(/## Overview[\s\S]*## Goals[\s\S]*## Personas\n\| Persona[\s\S]*## Requirements\n\| ID \| Requirement \| Priority \|[\s\S]*\| R1 \|[\s\S]*## Milestones/);
    expect(byType.PITCH_DECK!.match(/^## Slide \d+ — /gm)!.length).toBeGreaterThanOrEqual(10);
    expect(byType.GTM).toMatch(/## Channels\n\| Channel \| Tactic \| Budget share \| KPI \|[\s\S]*## Phases[\s\S]*## Metrics/);
    expect(byType.FINANCIAL_PLAN).toMatch(/## Assumptions\n- [\s\S]*\| \| Year 1 \| Year 2 \| Year 3 \|/);
    expect(byType.PRELAUNCH).toMatch(/^# \S[\s\S]*## Join the waitlist[\s\S]*## FAQ/);
    const partnerPaid = ideas[2]!.idea.businessModel === 'B2B2C';
    if (!partnerPaid) expect(byType.PRELAUNCH).toContain(ideas[2]!.idea.revenue);
  });

  it('writes financial tables whose costs and profit add up', () => {
    const money = (cell: string): number => Number(cell.replace(/\*/g, '').replace(/[$,]/g, '').trim());
    let checked = 0;
    for (const { documents } of ideas) {
      const plan = documents.find((document) => document.type === 'FINANCIAL_PLAN')?.content;
      if (!plan) continue;
      const rows = new Map(
        plan.split('\n')
          .filter((line) => /^\| \S/.test(line) && !line.startsWith('| ---'))
          .map((line) => {
            const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
            return [cells[0]!.replace(/\*/g, ''), cells.slice(1).map(money)] as const;
          }),
      );
      const revenue = rows.get('Revenue')!;
      const total = rows.get('Total costs')!;
      const profit = rows.get('Profit (loss)')!;
      const lines = [...rows.entries()].filter(([label]) => !['Revenue', 'Total costs', 'Profit (loss)', ''].includes(label));
      expect(lines).toHaveLength(4);
      for (let year = 0; year < 3; year++) {
        expect(lines.reduce((sum, [, values]) => sum + values[year]!, 0)).toBe(total[year]);
        expect(revenue[year]! - total[year]!).toBe(profit[year]);
        expect(Number.isFinite(revenue[year])).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(900);
  });

  it('writes about two dozen trends of both types and all sources, linking published ideas that fit', () => {
    expect(trends.length).toBeGreaterThanOrEqual(20);
    expect(trends.length).toBeLessThanOrEqual(30);
    expect(new Set(trends.map((trend) => trend.type))).toEqual(new Set(TREND_TYPES));
    expect(new Set(trends.map((trend) => trend.source))).toEqual(new Set(TREND_SOURCES));
    expect(trends.filter((trend) => trend.daysAgo < 7).length).toBeGreaterThanOrEqual(3);
    expect(trends.filter((trend) => trend.ideaIds.length === 0)).toHaveLength(1);
    // Oldest first.
    expect(trends.map((trend) => trend.daysAgo)).toEqual([...trends.map((trend) => trend.daysAgo)].sort((a, b) => b - a));
    for (const trend of trends) {
      expect(trend.title.length).toBeGreaterThan(3);
      expect(trend.description.length).toBeGreaterThan(20);
      if (trend.ideaIds.length > 0) {
        expect(trend.ideaIds.length).toBeGreaterThanOrEqual(3);
        expect(trend.ideaIds.length).toBeLessThanOrEqual(15);
      }
      expect(trend.ideaIds).toEqual([...new Set(trend.ideaIds)].sort((a, b) => a - b));
      const definition = TREND_DEFINITIONS.find((candidate) => candidate.title === trend.title)!;
      for (const id of trend.ideaIds) {
        const idea = ideas[id - 1]!;
        expect(idea.published).toBe(true);
        expect(idea.autoDelete).toBe(false);
        expect(idea.idea.category.split(', ').some((category) => (definition.categories as readonly string[]).includes(category))).toBe(true);
      }
    }
  });

  it('generates 100,000 ideas without documents, all titles distinct', { timeout: 120_000 }, () => {
    const large = generateCatalog({ ideaCount: 100_000, seed: 7, documents: false });
    expect(large.ideas).toHaveLength(100_000);
    expect(large.ideas.at(-1)!.id).toBe(100_000);
    expect(new Set(large.ideas.map((idea) => idea.idea.title)).size).toBe(100_000);
    expect(large.ideas.every((idea) => idea.documents.length === 0 && idea.idea.title.length <= 100)).toBe(true);
    expect(large.trends.filter((trend) => trend.ideaIds.length > 0).every((trend) => trend.ideaIds.length >= 3)).toBe(true);
  });
});
