// The in-memory admin idea list against a plain filter-and-sort of the same rows: random ideas, random queries, and
// again after changes (edits, deletions, restores) folded in incrementally.
import { describe, expect, it } from 'vitest';
import { ADMIN_IDEA_SORTS, ADMIN_IDEA_SOURCE_FILTERS } from '@app/domain/ideas/admin-idea-view';
import { IDEA_SOURCES } from '@app/domain/ideas/idea-enumerations';
import { bytesOf } from '../http/json-response';
import { AdminIdeaIndex, type AdminIdeaIndexRow, type AdminIdeaListQuery } from './admin-idea-index';

const CATEGORIES = ['FinTech', 'EdTech', 'HealthTech', 'AgriTech', 'DataTech'];
const WORDS = ['Ledger', 'harbour', 'Clinic', 'orchard', 'Tutor', 'zebra', '100%', 'Farm'];

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pick = <T,>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function randomRow(random: () => number, source: AdminIdeaIndexRow['source'], id: number): AdminIdeaIndexRow {
  const categories = [...new Set([pick(random, CATEGORIES), pick(random, CATEGORIES)])];
  const row = {
    source,
    id,
    batchNumber: source === 'FD' && random() < 0.9 ? 1 + Math.floor(random() * 5) : null,
    title: `${pick(random, WORDS)} ${pick(random, WORDS)}`,
    category: categories.join(', '),
    categories,
    type: random() < 0.5 ? ('FREE' as const) : ('PREMIUM' as const),
    status: random() < 0.5 ? 'Published' : 'Unpublished',
    deleted: random() < 0.05,
  };
  return { ...row, json: JSON.stringify({ key: `${source}:${id}` }) };
}

/** What the list must answer, by brute force. */
function expected(rows: Map<string, AdminIdeaIndexRow>, query: AdminIdeaListQuery): { keys: string[]; total: number } {
  const { batch, type, source, idFrom, idTo, q, categories } = query;
  const matches = [...rows.values()].filter(
    (row) =>
      !row.deleted &&
      (batch === undefined || row.batchNumber === batch) &&
      (type === undefined || row.type === type) &&
      (source === undefined || (source === 'UGC' ? row.source !== 'FD' : row.source === source)) &&
      (idFrom === undefined || row.id >= idFrom) &&
      (idTo === undefined || row.id <= idTo) &&
      (q === undefined || row.title.toLowerCase().includes(q.toLowerCase())) &&
      (categories === undefined || categories.some((category) => row.categories.includes(category))),
  );
  const text = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
  const key = {
    id: () => 0,
    source: (a: AdminIdeaIndexRow, b: AdminIdeaIndexRow) => IDEA_SOURCES.indexOf(a.source) - IDEA_SOURCES.indexOf(b.source),
    batch: (a: AdminIdeaIndexRow, b: AdminIdeaIndexRow) => (a.batchNumber ?? Infinity) - (b.batchNumber ?? Infinity) || 0,
    title: (a: AdminIdeaIndexRow, b: AdminIdeaIndexRow) => text(a.title, b.title),
    categories: (a: AdminIdeaIndexRow, b: AdminIdeaIndexRow) => text(a.category, b.category),
    type: (a: AdminIdeaIndexRow, b: AdminIdeaIndexRow) => a.type.localeCompare(b.type),
    status: (a: AdminIdeaIndexRow, b: AdminIdeaIndexRow) => a.status.localeCompare(b.status),
  }[query.sort];
  const direction = query.order === 'asc' ? 1 : -1;
  matches.sort((a, b) => direction * (key(a, b) || a.id - b.id || IDEA_SOURCES.indexOf(a.source) - IDEA_SOURCES.indexOf(b.source)));
  const page = matches.slice(query.offset, query.limit === undefined ? undefined : query.offset + query.limit);
  return { keys: page.map((row) => `${row.source}:${row.id}`), total: matches.length };
}

function randomQuery(random: () => number): AdminIdeaListQuery {
  const query: AdminIdeaListQuery = { sort: pick(random, ADMIN_IDEA_SORTS), order: random() < 0.5 ? 'asc' : 'desc', offset: 0 };
  if (random() < 0.7) query.limit = 1 + Math.floor(random() * 60);
  if (random() < 0.3) query.offset = Math.floor(random() * 100);
  if (random() < 0.3) query.batch = Math.floor(random() * 6);
  if (random() < 0.3) query.type = random() < 0.5 ? 'FREE' : 'PREMIUM';
  if (random() < 0.3) query.source = pick(random, ADMIN_IDEA_SOURCE_FILTERS);
  if (random() < 0.2) query.idFrom = Math.floor(random() * 300);
  if (random() < 0.2) query.idTo = Math.floor(random() * 300_000);
  if (random() < 0.3) query.q = pick(random, ['le', 'LEDGER', 'arb', 'r', '100%', 'ch', 'zebra farm', 'tutor ']);
  if (random() < 0.3) query.categories = [pick(random, CATEGORIES), pick(random, [...CATEGORIES, 'NoSuchTech'])];
  return query;
}

const answer = (index: AdminIdeaIndex, query: AdminIdeaListQuery) => {
  const page = JSON.parse(bytesOf(index.pageJson(query)).toString()) as { ideas: { key: string }[]; total: number };
  return { keys: page.ideas.map((idea) => idea.key), total: page.total };
};

describe('AdminIdeaIndex', () => {
  it('answers every filter, sort, order and page as a plain filter and sort of the rows would, before and after changes', async () => {
    const random = seeded(7);
    const rows = new Map<string, AdminIdeaIndexRow>();
    const add = (row: AdminIdeaIndexRow) => rows.set(`${row.source}:${row.id}`, row);
    for (let id = 1; id <= 250; id++) add(randomRow(random, 'FD', id));
    for (let id = 100_000; id < 100_120; id++) add(randomRow(random, 'UGI', id));
    for (let id = 200_000; id < 200_080; id++) add(randomRow(random, 'UGP2P', id));
    // The same id under two sources: rows are told apart by both.
    add(randomRow(random, 'UGI', 7));
    const index = new AdminIdeaIndex({ search: { deferBuild: true } });
    index.upsert(rows.values());
    await index.prepare();
    for (let round = 0; round < 400; round++) {
      const query = randomQuery(random);
      expect([query, answer(index, query)]).toEqual([query, expected(rows, query)]);
    }

    // Edits of every sort key, deletions and restores, folded in a few at a time between queries.
    const keys = [...rows.keys()];
    for (let round = 0; round < 200; round++) {
      const changed = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const old = rows.get(pick(random, keys))!;
        const row = { ...randomRow(random, old.source, old.id), deleted: random() < 0.3 ? !old.deleted : old.deleted };
        add(row);
        return row;
      });
      index.upsert(changed);
      const query = randomQuery(random);
      expect([query, answer(index, query)]).toEqual([query, expected(rows, query)]);
    }
  });

  it('answers text outside ASCII as it was written', () => {
    const index = new AdminIdeaIndex();
    const title = 'Café — 市場 🚀 "quoted"';
    index.upsert([{ source: 'UGI', id: 100_000, batchNumber: null, title, category: 'AI', categories: ['AI'], type: 'FREE', status: 'Published', deleted: false, json: JSON.stringify({ title }) }]);
    expect(JSON.parse(bytesOf(index.pageJson({ sort: 'id', order: 'desc', offset: 0, q: 'CAFÉ' })).toString())).toEqual({ ideas: [{ title }], total: 1 });
  });

  it('lists the categories and batches of live ideas only', async () => {
    const index = new AdminIdeaIndex();
    const row = (id: number, batchNumber: number | null, categories: string[], deleted = false): AdminIdeaIndexRow => ({
      source: 'FD', id, batchNumber, title: `Idea ${id}`, category: categories.join(', '), categories, type: 'FREE', status: 'Published', deleted, json: '{}',
    });
    index.upsert([row(1, 2, ['FinTech', 'AI']), row(2, 10, ['EdTech']), row(3, 5, ['AgriTech'], true), row(4, null, ['FinTech'])]);
    await index.prepare();
    expect([index.categories(), index.batchNumbers()]).toEqual([['AI', 'EdTech', 'FinTech'], [10, 2]]);
    index.upsert([row(3, 5, ['AgriTech']), row(2, 10, ['EdTech'], true)]);
    expect([index.categories(), index.batchNumbers()]).toEqual([['AI', 'AgriTech', 'FinTech'], [5, 2]]);
  });
});
