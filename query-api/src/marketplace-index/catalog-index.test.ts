// The index against a naive reference: random ideas, random filter combinations (search included), every sort (the
// trending one over random activity), and updates between queries; same ids in the same order and the same total
// every time.
import { describe, expect, it } from 'vitest';
import { BUSINESS_MODELS, CATEGORIES, IDEA_SORTS, TECHNOLOGY_TAGS, type IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { countryFilterGroups, countryFilterKeys, matchesCountryFilter, REGIONS } from '@app/domain/ideas/countries';
import { dayText } from '@app/domain/momentum/momentum-days';
import { z } from 'zod';
import { ideaCardViewSchema, type IdeaCardView } from '@app/domain/ideas/idea-view';
import { ideaScoreOf } from '@app/domain/scoring/scorecard';
import { testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import { bytesOf } from '../http/json-response';
import type { CatalogRow } from '../read-models/catalog';
import { CatalogIndex, type IndexQuery } from './catalog-index';
import { COUNTRY_POOL, pick, randomIdeaRow, seededRandom, some, WORDS, type Random } from './catalog-test-ideas';
import { JsonArena, JsonWriter, serializeCard, type IdeaVariant, type SerializedIdea } from './idea-json';
import { indexedIdeaOf } from './indexed-idea';
import { TrendingActivity } from './trending-activity';

const SORTS = Object.keys(IDEA_SORTS) as IdeaSort[];
/** Generous: the reference is slow on purpose, and the machine may be busy. */
const SLOW = { timeout: 60_000 };

/** ADMIN sees a platform idea until it is deleted; a member's idea, like everyone, only once approved. */
function visible(row: CatalogRow, admin: boolean): boolean {
  if (row.deleted_at !== null) return false;
  return (admin && row.source === 'FD') || (row.status === 'Published' && !row.archived && !row.private);
}

/** The day the trending sort is asked on, and the activity it reads. */
const TODAY = 20_785;

/** Random activity for some of the ideas over the last 20 days (the 14 that count and some before). */
function randomActivity(random: Random, activity: TrendingActivity, ids: readonly number[]): void {
  const rows = ids
    .filter(() => random() < 0.5)
    .flatMap((id) => Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({ idea_id: id, date: dayText(TODAY - Math.floor(random() * 20)), activity: Math.floor(random() * 6) })));
  activity.upsert(rows);
}

/** The Country filter's group of an idea: its index in countryFilterGroups, Global after them all. */
function countryGroup(row: CatalogRow, country: string | undefined): number {
  if (!country) return 0;
  const keys = countryFilterKeys(row.country);
  const groups = countryFilterGroups(country);
  return keys === 'everywhere' ? groups.length : groups.findIndex((group) => keys.includes(group));
}

/** The rules of the contract, written as directly as possible. */
function reference(rows: Map<number, CatalogRow>, query: IndexQuery, activity: TrendingActivity): { ids: number[]; total: number } {
  const term = query.search;
  const matches = [...rows.values()].filter(
    (row) =>
      visible(row, query.admin) &&
      (!query.type || row.type === query.type) &&
      (!query.source || (query.source === 'FD' ? row.source === 'FD' : row.source !== 'FD')) &&
      (!query.category || row.category.split(',').map((part) => part.trim()).includes(query.category)) &&
      (!query.businessModel || row.business_model.split(' ')[0]!.replace(/,$/, '') === query.businessModel) &&
      (!query.country || matchesCountryFilter(row.country, query.country)) &&
      (!query.trendIdeaIds || query.trendIdeaIds.includes(row.id)) &&
      (query.technologies ?? []).every((technology) => row.technologies.includes(technology)) &&
      (query.minScore === undefined || (row.score !== null && row.score.overall >= query.minScore)) &&
      (term === undefined || row.title.toLowerCase().includes(term) || row.description.toLowerCase().includes(term)),
  );
  const key = (row: CatalogRow): number => {
    switch (query.sort) {
      case 'newest':
        return -row.created_at.getTime();
      case 'popular':
        return -Number(row.views);
      case 'market-size-asc':
        return row.market_size_amount ?? Number.POSITIVE_INFINITY;
      case 'market-size-desc':
        return row.market_size_amount === null ? Number.POSITIVE_INFINITY : -row.market_size_amount;
      case 'competition':
        return row.competition_rank;
      case 'score':
        return row.score ? -row.score.overall : Number.POSITIVE_INFINITY;
      case 'trending':
        return -activity.score(row.id, TODAY);
    }
  };
  const newest = (a: CatalogRow, b: CatalogRow) => (query.sort === 'trending' ? b.created_at.getTime() - a.created_at.getTime() : 0);
  const group = (row: CatalogRow) => countryGroup(row, query.country);
  matches.sort((a, b) => group(a) - group(b) || a.stamp_rank - b.stamp_rank || (key(a) === key(b) ? 0 : key(a) < key(b) ? -1 : 1) || newest(a, b) || b.id - a.id);
  const start = (query.page - 1) * query.limit;
  return { ids: matches.slice(start, start + query.limit).map((row) => row.id), total: matches.length };
}

function randomTerm(random: Random, rows: Map<number, CatalogRow>): string {
  const roll = random();
  if (roll < 0.15) return pick(random, ['zzq', 'qx', 'ledger farm', '—', 'é']);
  if (roll < 0.35) return pick(random, WORDS).toLowerCase();
  const row = rows.get(pick(random, [...rows.keys()]))!;
  const text = (random() < 0.5 ? row.title : row.description).toLowerCase();
  const length = 1 + Math.floor(random() * 9);
  const start = Math.floor(random() * Math.max(1, text.length - length));
  return text.slice(start, start + length) || 'a';
}

function randomQuery(random: Random, rows: Map<number, CatalogRow>): IndexQuery {
  const query: IndexQuery = {
    page: 1 + Math.floor(random() * 3),
    limit: 1 + Math.floor(random() * 40),
    sort: pick(random, SORTS),
    admin: random() < 0.3,
  };
  if (random() < 0.3) query.type = pick(random, ['FREE', 'PREMIUM'] as const);
  if (random() < 0.2) query.source = pick(random, ['FD', 'UGC'] as const);
  if (random() < 0.3) query.category = pick(random, CATEGORIES.slice(0, 8));
  if (random() < 0.3) query.businessModel = pick(random, BUSINESS_MODELS);
  if (random() < 0.3) query.country = pick(random, [...REGIONS, ...COUNTRY_POOL, 'Japan', 'Peru']);
  if (random() < 0.2) query.technologies = some(random, TECHNOLOGY_TAGS, 0.2);
  if (random() < 0.15) query.trendIdeaIds = Array.from({ length: Math.floor(random() * 30) }, () => 1 + Math.floor(random() * (rows.size + 5)));
  if (random() < 0.5) query.search = randomTerm(random, rows);
  if (random() < 0.25) query.minScore = Math.floor(random() * 101);
  return query;
}

function expectSame(index: CatalogIndex, rows: Map<number, CatalogRow>, query: IndexQuery, activity = new TrendingActivity()): void {
  index.syncTrending(activity, TODAY);
  const answer = index.query(query);
  const expected = reference(rows, query, activity);
  expect({ query, ids: answer.ideas.map((idea) => idea.id), total: answer.total }).toEqual({ query, ...expected });
}

/** The card of a row, written field by field: what the serialized bytes must parse to. */
const cardOf = (row: CatalogRow): IdeaCardView => ({
  id: row.id,
  source: row.source,
  title: row.title,
  description: row.description,
  category: row.category,
  type: row.type,
  status: row.status,
  stamp: row.stamp,
  marketSize: row.market_size,
  businessModel: row.business_model,
  competition: row.competition,
  wowFactor: row.wow_factor,
  tags: row.tags,
  mockup: row.mockup,
  country: row.country,
  private: row.private,
  autoDeleted: row.auto_deleted,
  autoDeleteActivatedAt: row.auto_delete_activated_at?.toISOString() ?? null,
  archived: row.archived,
  locked: false,
  score: row.score,
});

/** A list of stored cards as the variants show them, parsed with the card's schema (no other field allowed). */
function listed(ideas: readonly { idea: SerializedIdea; variant: IdeaVariant; extra?: string }[]) {
  const page = bytesOf(new JsonWriter().text('[').ideas(ideas, (shown) => shown).text(']'));
  expect(page.toString('latin1')).toMatch(/^[\x20-\x7e]*$/);
  return z.array(ideaCardViewSchema.extend({ trendIds: z.array(z.number()).optional() }).strict()).parse(JSON.parse(page.toString()));
}

describe('the catalog index', () => {
  for (const seed of [1, 2, 3]) {
    it(`answers like the reference for random ideas and queries (seed ${seed})`, SLOW, async () => {
      const random = seededRandom(seed);
      const rows = new Map<number, CatalogRow>();
      for (let id = 1; id <= 1000; id++) rows.set(id, randomIdeaRow(random, id));
      // A low rebuild threshold, so searches run over built postings, changed texts and rebuilt postings alike.
      const index = new CatalogIndex({ search: { minRebuild: 40, rebuildShare: 0.02 } });
      index.upsert([...rows.values()].map(indexedIdeaOf));
      const activity = new TrendingActivity();
      for (let round = 0; round < 6; round++) {
        // Sometimes with the postings rebuilt and the orders sorted, sometimes straight after the changes.
        if (round % 2 === 1) await index.prepare();
        // New activity between rounds: the index takes the ideas it changed.
        randomActivity(random, activity, [...rows.keys()].filter(() => random() < 0.2));
        for (let run = 0; run < 150; run++) expectSame(index, rows, randomQuery(random, rows), activity);
        // Every sort asked for once in a while, so pending changes are merged into built orders.
        for (const sort of SORTS) expectSame(index, rows, { page: 1, limit: 20, sort, admin: random() < 0.5 }, activity);
        const changed: CatalogRow[] = [];
        for (let change = 0; change < 25 + round * 20; change++) {
          const id = random() < 0.2 ? rows.size + 1 : 1 + Math.floor(random() * rows.size);
          const before = rows.get(id) ?? randomIdeaRow(random, id);
          const after = random() < 0.5 ? { ...randomIdeaRow(random, id), created_at: before.created_at } : { ...before, views: String(Number(before.views) + 1 + Math.floor(random() * 3)) };
          rows.set(id, after);
          changed.push(after);
        }
        index.upsert(changed.map(indexedIdeaOf));
      }
    });
  }

  it('lists a country’s ideas first, then the rest of its region’s, then Global, each group in the sort, and counts them all', () => {
    const random = seededRandom(11);
    const countries = ['Kenya', 'Global', 'Ghana', 'Kenya, France', 'France', 'Global', 'Nigeria, Ghana', 'Kenya'];
    const rows = countries.map((country, index) => ({ ...randomIdeaRow(random, index + 1), country, status: 'Published' as const, private: false, archived: false, deleted_at: null, stamp: null, stamp_rank: 3 }));
    const index = new CatalogIndex();
    index.upsert(rows.map(indexedIdeaOf));
    const ids = (country: string, page = 1, limit = 20) => {
      const answer = index.query({ page, limit, sort: 'newest', admin: false, country });
      return { ids: answer.ideas.map((idea) => idea.id), total: answer.total };
    };
    const newestFirst = (group: number[]) => group.sort((a, b) => rows[b - 1]!.created_at.getTime() - rows[a - 1]!.created_at.getTime() || b - a);
    const kenya = [...newestFirst([1, 4, 8]), ...newestFirst([3, 7]), ...newestFirst([2, 6])];
    expect(ids('Kenya')).toEqual({ ids: kenya, total: 7 });
    // Pages cut across the groups.
    expect([...ids('Kenya', 1, 2).ids, ...ids('Kenya', 2, 2).ids, ...ids('Kenya', 3, 2).ids, ...ids('Kenya', 4, 2).ids]).toEqual(kenya);
    expect(ids('Kenya', 2, 4).total).toBe(7);
    // A region: its ideas, then Global; the same total as before the groups.
    expect(ids('Africa (Sub-Saharan)')).toEqual({ ids: [...newestFirst([1, 3, 4, 7, 8]), ...newestFirst([2, 6])], total: 7 });
    expect(ids('Europe').total).toBe(4);
    // A country in no region: its ideas, then Global.
    expect(ids('Japan')).toEqual({ ids: newestFirst([2, 6]), total: 2 });
  });

  it('answers searches over 10,000 ideas from built postings', SLOW, async () => {
    const random = seededRandom(9);
    const rows = new Map<number, CatalogRow>();
    for (let id = 1; id <= 10_000; id++) rows.set(id, randomIdeaRow(random, id));
    const index = new CatalogIndex();
    index.upsert([...rows.values()].map(indexedIdeaOf));
    await index.prepare();
    for (const search of ['ledger farm', 'café', 'ω-m', 'geno', 'zzz', 'tutor robot solar']) {
      for (const sort of SORTS) expectSame(index, rows, { page: 2, limit: 50, sort, admin: false, search });
    }
  });

  it('serializes a card once, and cuts the gate variants from the same string', () => {
    const random = seededRandom(4);
    const row: CatalogRow = {
      ...randomIdeaRow(random, 7),
      title: 'Café Ω — ☕ 😀',
      type: 'PREMIUM',
      mockup: 'https://example.com/m',
      competition: 'Low — "none" \\ at all',
      auto_delete_activated_at: new Date('2026-01-02T03:04:05.000Z'),
      score: ideaScoreOf(testScorecard(7, 81), 2),
    };
    const json = new JsonArena().store(serializeCard(row));
    const card = cardOf(row);
    const variants = ['no-mockup', 'full', 'locked', 'locked', 'full'] as const;
    expect(listed(variants.map((variant) => ({ idea: json, variant, ...(variant === 'no-mockup' ? { extra: ',"trendIds":[1,2]' } : {}) })))).toEqual([
      { ...card, mockup: null, trendIds: [1, 2] },
      card,
      { ...card, mockup: null, locked: true },
      { ...card, mockup: null, locked: true },
      card,
    ]);
  });

  it('serializes an unscored card with a null score, with something added or not', () => {
    const row = { ...randomIdeaRow(seededRandom(6), 8), score: null };
    const json = new JsonArena().store(serializeCard(row));
    expect(listed([{ idea: json, variant: 'locked', extra: ',"trendIds":[]' }, { idea: json, variant: 'full' }])).toEqual([
      { ...cardOf(row), mockup: null, locked: true, trendIds: [] },
      cardOf(row),
    ]);
  });

  it('keeps serialized cards intact while released ones are compacted away', SLOW, () => {
    const random = seededRandom(5);
    const arena = new JsonArena();
    const rows = Array.from({ length: 6000 }, (_, index) => ({ ...randomIdeaRow(random, index + 1), description: 'd'.repeat(1000 + (index % 500)), score: null }));
    const stored = rows.map((row) => arena.store(serializeCard(row)));
    const bytesAtStart = arena.bytes;
    // Release most of the early ideas (whole slabs fall under half full), then store more.
    for (let index = 0; index < 5000; index++) if (index % 5 !== 0) arena.release(stored[index]!);
    const bytesBefore = arena.bytes;
    expect(bytesBefore).toBeLessThan(bytesAtStart);
    for (let index = 0; index < 2000; index++) stored.push(arena.store(serializeCard(rows[index % rows.length]!)));
    expect(arena.bytes).toBeLessThan(bytesBefore + 2000 * 2600);
    const kept = stored.map((idea, index) => [idea, rows[index % rows.length]!] as const).filter((_, index) => index >= 5000 || index % 5 === 0);
    expect(listed(kept.map(([idea]) => ({ idea, variant: 'full' })))).toEqual(kept.map(([, row]) => cardOf(row)));
  });
});
