// The index against a naive reference: random ideas, random filter combinations (search included), every sort, and
// updates between queries; same ids in the same order and the same total every time.
import { describe, expect, it } from 'vitest';
import { BUSINESS_MODELS, CATEGORIES, IDEA_SORTS, TECHNOLOGY_TAGS, type IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { matchesCountryFilter, REGIONS } from '@app/domain/ideas/countries';
import { z } from 'zod';
import { ideaDetailViewSchema, ideaViewSchema, type IdeaDetailView, type IdeaView } from '@app/domain/ideas/idea-view';
import { ideaScoreOf, SCORE_DIMENSIONS, type Scorecard } from '@app/domain/scoring/scorecard';
import { testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import { bytesOf } from '../http/json-response';
import { ideaViewOf, type IdeaRecord } from '../read-models/catalog';
import { CatalogIndex, type IndexQuery } from './catalog-index';
import { COUNTRY_POOL, pick, randomIdeaRow, seededRandom, some, WORDS, type Random } from './catalog-test-ideas';
import { JsonArena, JsonWriter, serializeIdea, type IdeaVariant } from './idea-json';
import { indexedIdeaOf } from './indexed-idea';

const SORTS = Object.keys(IDEA_SORTS) as IdeaSort[];
/** Generous: the reference is slow on purpose, and the machine may be busy. */
const SLOW = { timeout: 60_000 };

/** ADMIN sees a platform idea until it is deleted; a member's idea, like everyone, only once approved. */
function visible(row: IdeaRecord, admin: boolean): boolean {
  if (row.deleted_at !== null) return false;
  return (admin && row.source === 'FD') || (row.status === 'Published' && !row.archived && !row.private);
}

/** The rules of the contract, written as directly as possible. */
function reference(rows: Map<number, IdeaRecord>, query: IndexQuery): { ids: number[]; total: number } {
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
      (query.minScore === undefined || (row.score !== null && row.score.scorecard.overall >= query.minScore)) &&
      (term === undefined || row.title.toLowerCase().includes(term) || row.description.toLowerCase().includes(term)),
  );
  const key = (row: IdeaRecord): number => {
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
        return row.score ? -row.score.scorecard.overall : Number.POSITIVE_INFINITY;
    }
  };
  matches.sort((a, b) => a.stamp_rank - b.stamp_rank || (key(a) === key(b) ? 0 : key(a) < key(b) ? -1 : 1) || b.id - a.id);
  const start = (query.page - 1) * query.limit;
  return { ids: matches.slice(start, start + query.limit).map((row) => row.id), total: matches.length };
}

function randomTerm(random: Random, rows: Map<number, IdeaRecord>): string {
  const roll = random();
  if (roll < 0.15) return pick(random, ['zzq', 'qx', 'ledger farm', '—', 'é']);
  if (roll < 0.35) return pick(random, WORDS).toLowerCase();
  const row = rows.get(pick(random, [...rows.keys()]))!;
  const text = (random() < 0.5 ? row.title : row.description).toLowerCase();
  const length = 1 + Math.floor(random() * 9);
  const start = Math.floor(random() * Math.max(1, text.length - length));
  return text.slice(start, start + length) || 'a';
}

function randomQuery(random: Random, rows: Map<number, IdeaRecord>): IndexQuery {
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

function expectSame(index: CatalogIndex, rows: Map<number, IdeaRecord>, query: IndexQuery): void {
  const answer = index.query(query);
  const expected = reference(rows, query);
  expect({ query, ids: answer.ideas.map((idea) => idea.id), total: answer.total }).toEqual({ query, ...expected });
}

const reasonsOf = (scorecard: Scorecard) =>
  Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, scorecard.dimensions[dimension].reason])) as NonNullable<NonNullable<IdeaDetailView['score']>['reasons']>;

describe('the catalog index', () => {
  for (const seed of [1, 2, 3]) {
    it(`answers like the reference for random ideas and queries (seed ${seed})`, SLOW, async () => {
      const random = seededRandom(seed);
      const rows = new Map<number, IdeaRecord>();
      for (let id = 1; id <= 1000; id++) rows.set(id, randomIdeaRow(random, id));
      // A low rebuild threshold, so searches run over built postings, changed texts and rebuilt postings alike.
      const index = new CatalogIndex({ search: { minRebuild: 40, rebuildShare: 0.02 } });
      index.upsert([...rows.values()].map(indexedIdeaOf));
      for (let round = 0; round < 6; round++) {
        // Sometimes with the postings rebuilt and the orders sorted, sometimes straight after the changes.
        if (round % 2 === 1) await index.prepare();
        for (let run = 0; run < 150; run++) expectSame(index, rows, randomQuery(random, rows));
        // Every sort asked for once in a while, so pending changes are merged into built orders.
        for (const sort of SORTS) expectSame(index, rows, { page: 1, limit: 20, sort, admin: random() < 0.5 });
        const changed: IdeaRecord[] = [];
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

  it('answers searches over 10,000 ideas from built postings', SLOW, async () => {
    const random = seededRandom(9);
    const rows = new Map<number, IdeaRecord>();
    for (let id = 1; id <= 10_000; id++) rows.set(id, randomIdeaRow(random, id));
    const index = new CatalogIndex();
    index.upsert([...rows.values()].map(indexedIdeaOf));
    await index.prepare();
    for (const search of ['ledger farm', 'café', 'ω-m', 'geno', 'zzz', 'tutor robot solar']) {
      for (const sort of SORTS) expectSame(index, rows, { page: 2, limit: 50, sort, admin: false, search });
    }
  });

  it('serializes an idea once, and cuts the gate variants and the list form from the same string', () => {
    const random = seededRandom(4);
    const scorecard = { ...testScorecard(7, 81), verdict: 'Strong — "café" ☕' };
    const row = { ...randomIdeaRow(random, 7), title: 'Café Ω — ☕ 😀', type: 'PREMIUM' as const, mockup: 'https://example.com/m', competition: 'Low — "none" \\ at all', score: { rubricVersion: 2, scorecard } };
    const view = ideaViewOf(row);
    const detail: IdeaDetailView = {
      ...view,
      score: { ...ideaScoreOf(scorecard, 2), verdict: scorecard.verdict, reasons: reasonsOf(scorecard), redFlags: scorecard.redFlags, greenLights: scorecard.greenLights },
      marketSizing: scorecard.marketSizing,
    };
    const arena = new JsonArena();
    const text = serializeIdea(view, row.score);
    const json = arena.store(text);
    const render = (variant: IdeaVariant) => ideaDetailViewSchema.parse(JSON.parse(bytesOf(new JsonWriter().idea(json, variant)).toString()));
    expect(text.json).toMatch(/^[\x20-\x7e]*$/);
    expect(render('full')).toEqual(detail);
    expect(render('no-mockup')).toEqual({ ...detail, mockup: null });
    // The reasons, flags and lights are premium content; the verdict and the market sizing are not.
    expect(render('locked')).toEqual({
      ...detail,
      problem: null, solution: null, differentiation: null, goToMarket: null, revenue: null, mockup: null, locked: true,
      score: { ...detail.score!, reasons: null, redFlags: null, greenLights: null },
    });
    const card = (variant: IdeaVariant): IdeaView => {
      const { marketSizing: _sizing, score: _score, ...rest } = render(variant);
      return { ...rest, score: view.score };
    };
    const variants = ['no-mockup', 'full', 'locked', 'locked', 'full'] as const;
    const page = bytesOf(
      new JsonWriter()
        .text('[')
        .ideas(variants, (variant) => ({ idea: json, variant, ...(variant === 'no-mockup' ? { extra: ',"trendIds":[1,2]' } : {}) }))
        .text(']'),
    );
    const listed = z.array(ideaViewSchema.extend({ trendIds: z.array(z.number()).optional() }).strict()).parse(JSON.parse(page.toString()));
    expect(listed).toEqual([{ ...card('no-mockup'), trendIds: [1, 2] }, view, card('locked'), card('locked'), view]);
  });

  it('serializes an unscored idea with null score and market sizing, in a list and alone', () => {
    const row = { ...randomIdeaRow(seededRandom(6), 8), score: null };
    const json = new JsonArena().store(serializeIdea(ideaViewOf(row), null));
    expect(ideaDetailViewSchema.parse(JSON.parse(bytesOf(new JsonWriter().idea(json, 'locked')).toString()))).toMatchObject({ score: null, marketSizing: null });
    const page = JSON.parse(bytesOf(new JsonWriter().text('[').ideas([json, json], (idea) => ({ idea, variant: 'full', extra: ',"trendIds":[]' })).text(']')).toString());
    expect(z.array(ideaViewSchema.extend({ trendIds: z.array(z.number()) }).strict()).parse(page)).toEqual([{ ...ideaViewOf(row), trendIds: [] }, { ...ideaViewOf(row), trendIds: [] }]);
  });

  it('keeps serialized ideas intact while released ones are compacted away', SLOW, () => {
    const random = seededRandom(5);
    const arena = new JsonArena();
    const views = Array.from({ length: 6000 }, (_, index) => ideaViewOf({ ...randomIdeaRow(random, index + 1), problem: 'p'.repeat(1000 + (index % 500)), score: null }));
    const stored = views.map((view) => arena.store(serializeIdea(view, null)));
    const bytesAtStart = arena.bytes;
    // Release most of the early ideas (whole slabs fall under half full), then store more.
    for (let index = 0; index < 5000; index++) if (index % 5 !== 0) arena.release(stored[index]!);
    const bytesBefore = arena.bytes;
    expect(bytesBefore).toBeLessThan(bytesAtStart);
    for (let index = 0; index < 2000; index++) stored.push(arena.store(serializeIdea(views[index % views.length]!, null)));
    expect(arena.bytes).toBeLessThan(bytesBefore + 2000 * 2600);
    const kept = stored.map((idea, index) => [idea, views[index % views.length]!] as const).filter((_, index) => index >= 5000 || index % 5 === 0);
    for (const [idea, view] of kept) expect(JSON.parse(bytesOf(new JsonWriter().idea(idea, 'full')).toString())).toEqual({ ...view, marketSizing: null });
  });
});
