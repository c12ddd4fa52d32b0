// The `quality_control` read model (docs/product.md "Admin: Quality Control", "Data model", "Limits"): exact duplicates
// and pairs at least 75% similar among the live platform ideas, kept incrementally. A page costs three statements
// however many ideas it touches: read their rows; fold the events in memory (fold-quality-control-events.ts), then in
// one statement write the rows and drop the pairs (with their filter rows) of the ideas that left or whose text or
// categories changed; take the candidates of those entering, the ideas sharing a MinHash band with them
// (infra/src/idea-similarity/similarity.ts), from the generation's candidate index in memory (candidate-index.ts); compare them exactly in
// memory; then in one statement write the new pairs and recount the groups of the texts involved. No step compares an
// idea with every other one.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { splitCategories } from '@app/domain/ideas/admin-idea-view';
import type { Projection } from '../runtime/projection';
import { columnList, columnsOf, fromExcluded, insertRecordset, recordset } from '../runtime/recordset';
import { CandidateIndex, type PairSide } from './candidate-index';
import { foldQualityControlEvents, ideaIdsOf, movesIdea, QUALITY_CONTROL_EVENT_TYPES, type QualityControlIdea } from './fold-quality-control-events';
import { qualityControlMigrations } from './quality-control.migrations';
import {
  batchFilter,
  categoryFilter,
  type QualityControlIdeasTable,
  type QualityControlPairFiltersTable,
  type QualityControlPairsTable,
  type QualityControlProjectionDatabase,
} from './quality-control.table';
import { decodeShingles, encodeShingles, fingerprint, similarPairs, type SimilarPair } from '@app/infra/idea-similarity/similarity';

type Db = Kysely<QualityControlProjectionDatabase>;

export const qualityControlProjection: Projection = {
  name: 'quality_control',
  // 2: the band keys are in the projector's memory (candidate-index.ts), no longer rows of quality_control_bands.
  version: 2,
  eventTypes: QUALITY_CONTROL_EVENT_TYPES,
  tables: ['quality_control_ideas', 'quality_control_groups', 'quality_control_pairs', 'quality_control_pair_filters'],
  migrations: qualityControlMigrations,
  async apply(trx, events) {
    const db = trx.withTables<QualityControlProjectionDatabase>();
    const ids = ideaIdsOf(events);
    if (ids.length === 0) return;
    const stored = new Map((await db.selectFrom('quality_control_ideas').selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]));
    const changes = foldQualityControlEvents(new Map([...stored].map(([id, row]) => [id, ideaOf(row)])), events);
    if (changes.size === 0) return;

    const rows: QualityControlIdeasTable[] = [];
    const leaving: QualityControlIdeasTable[] = [];
    const entering: PairSide[] = [];
    const textKeys = new Set<string>();
    for (const change of changes.values()) {
      const { after } = change;
      const row = rowOf(after, stored.get(after.id));
      rows.push(row);
      const { leaves, enters } = movesIdea(change);
      if (leaves) {
        const before = stored.get(after.id)!;
        leaving.push(before);
        textKeys.add(before.text_key);
      }
      if (enters) {
        entering.push(pairSideOf(row));
        textKeys.add(row.text_key);
      }
    }
    const index = await candidateIndexAfter(db, await writeIdeas(db, rows, leaving));
    // The ideas the page moves are nobody's candidates in it: those entering are compared among themselves.
    for (const idea of [...leaving, ...entering]) index.remove(idea.id);
    const pairs = similarPairs(entering, index.holders);
    for (const idea of entering) index.add(idea);
    if (textKeys.size === 0) return;
    // The pairs' ideas: entering, or in the index (as they were before the page: the others did not move).
    const sides = new Map(pairs.flatMap((pair) => [pair.idea1, pair.idea2]).map((id) => [id, index.get(id)!]));
    await addAndRecount(db, pairs, sides, [...textKeys]);
  },
};

function ideaOf(row: QualityControlIdeasTable): QualityControlIdea {
  return {
    id: row.id,
    revision: BigInt(row.revision),
    title: row.title,
    description: row.description,
    category: row.category,
    batchNumber: row.batch_number,
    type: row.type,
    status: row.status,
    createdAt: row.created_at,
    deleted: row.deleted,
  };
}

/** The idea's row. Its fingerprint is computed again when its text changed or it comes back from deletion. */
function rowOf(idea: QualityControlIdea, stored: QualityControlIdeasTable | undefined): QualityControlIdeasTable {
  const reusable = stored !== undefined && stored.title === idea.title && stored.description === idea.description && (idea.deleted || !stored.deleted);
  const print = reusable ? { key: stored.text_key, shingles: stored.shingles, bands: stored.bands } : fingerprintRow(idea);
  return {
    id: idea.id,
    revision: idea.revision.toString(),
    title: idea.title,
    description: idea.description,
    category: idea.category,
    categories: [...new Set(splitCategories(idea.category).map((category) => category.toLowerCase()))],
    batch_number: idea.batchNumber,
    type: idea.type,
    status: idea.status,
    created_at: idea.createdAt,
    deleted: idea.deleted,
    text_key: print.key,
    shingles: print.shingles,
    // A deleted idea keeps its text's key (its group's recount) but has no bands: it is nobody's candidate.
    bands: idea.deleted ? [] : print.bands,
  };
}

function fingerprintRow(idea: QualityControlIdea): { key: string; shingles: Buffer; bands: number[] } {
  const print = fingerprint(idea.title, idea.description);
  return { key: print.key, shingles: encodeShingles(print.shingles), bands: print.bands };
}

/** Each column's SQL type as the page sends it: the shingles (bytea) travel as hex. */
const IDEA_COLUMNS = {
  id: 'integer', revision: 'bigint', title: 'text', description: 'text', category: 'text', categories: 'text[]', batch_number: 'integer', type: 'text',
  status: 'text', created_at: 'timestamptz', deleted: 'boolean', text_key: 'text', shingles: 'text', bands: 'integer[]',
} as const satisfies Record<keyof QualityControlIdeasTable, string>;
const IDEA_UPDATES = columnsOf(IDEA_COLUMNS, 'id');
const PAIR_COLUMNS = { idea1: 'integer', idea2: 'integer', similarity: 'double precision', filters: 'text[]' } as const satisfies Record<keyof QualityControlPairsTable, string>;
const PAIR_FILTER_COLUMNS = {
  filter: 'text', similarity: 'double precision', idea1: 'integer', idea2: 'integer', batches: 'integer[]',
} as const satisfies Record<keyof QualityControlPairFiltersTable, string>;

/**
 * Writes the ideas' rows, removes the pairs (with their filter rows) of those leaving, and names this page in
 * `quality_control_state`; answers the generation's schema and the page named before.
 */
async function writeIdeas(db: Db, rows: readonly QualityControlIdeasTable[], leaving: readonly QualityControlIdeasTable[]): Promise<PageNames> {
  const written = rows.map((row) => ({ ...row, shingles: row.shingles.toString('hex') }));
  const leavingIds = leaving.map((idea) => idea.id);
  const page = randomUUID();
  const {
    rows: [named],
  } = await sql<{ schema: string; previous: string | null }>`
    WITH written AS (
      INSERT INTO quality_control_ideas (${columnList(Object.keys(IDEA_COLUMNS))})
      SELECT id, revision, title, description, category, categories, batch_number, type, status, created_at, deleted, text_key,
        decode(shingles, 'hex'), bands
      FROM ${recordset(IDEA_COLUMNS, written)}
      ON CONFLICT (id) DO UPDATE SET ${fromExcluded(IDEA_UPDATES)}),
    gone AS (
      DELETE FROM quality_control_pairs WHERE idea1 = ANY(${leavingIds}::integer[]) OR idea2 = ANY(${leavingIds}::integer[])
      RETURNING idea1, idea2, similarity, filters),
    unfiltered AS (
      DELETE FROM quality_control_pair_filters f USING (SELECT unnest(filters) AS filter, similarity, idea1, idea2 FROM gone) g
      WHERE f.filter = g.filter AND f.similarity = g.similarity AND f.idea1 = g.idea1 AND f.idea2 = g.idea2)
    UPDATE quality_control_state s SET page = ${page} FROM (SELECT page FROM quality_control_state) before
    RETURNING current_schema() AS schema, before.page AS previous`.execute(db);
  return { schema: named!.schema, previous: named!.previous, page };
}

/** A page's names in `quality_control_state`: the one it wrote, and the one it replaced, in the generation's schema. */
interface PageNames {
  schema: string;
  previous: string | null;
  page: string;
}

/**
 * Each generation's candidate index (by its schema) with the page it shows: at most two, the serving generation and
 * a rebuild's, and none whose schema is gone (a retired generation's, dropped after the switch). An index shows the
 * tables as they are when the page before this one is the last this process applied (it named it); otherwise that
 * page was rolled back, or another projector applied pages since (it took the model over), and the index is loaded
 * again from the tables.
 */
const candidateIndexes = new Map<string, { page: string; index: CandidateIndex }>();
const HELD_INDEXES = 2;

/** The generation's candidate index, as it was before the page (`names`) moved any idea; held as showing that page. */
async function candidateIndexAfter(db: Db, names: PageNames): Promise<CandidateIndex> {
  const held = candidateIndexes.get(names.schema);
  candidateIndexes.delete(names.schema);
  await releaseDroppedIndexes(db);
  // Loaded after the page's writes, it also holds the ideas the page moves: nobody's candidates on this page (see the
  // caller), and removed or added again after.
  const index = held && held.page === names.previous ? held.index : await loadCandidateIndex(db);
  candidateIndexes.set(names.schema, { page: names.page, index });
  if (candidateIndexes.size > HELD_INDEXES) candidateIndexes.delete(candidateIndexes.keys().next().value!);
  return index;
}

/** Lets go of the indexes of generations whose schema was dropped: a query only while another one is held. */
async function releaseDroppedIndexes(db: Db): Promise<void> {
  const others = [...candidateIndexes.keys()];
  if (others.length === 0) return;
  const { rows } = await sql<{ nspname: string }>`SELECT nspname FROM pg_namespace WHERE nspname = ANY(${others}::text[])`.execute(db);
  const existing = new Set(rows.map((row) => row.nspname));
  for (const schema of others) if (!existing.has(schema)) candidateIndexes.delete(schema);
}

async function loadCandidateIndex(db: Db): Promise<CandidateIndex> {
  const index = new CandidateIndex();
  const live = await db
    .selectFrom('quality_control_ideas')
    .select(['id', 'text_key', 'shingles', 'bands', 'categories', 'batch_number'])
    .where('deleted', '=', false)
    .execute();
  for (const row of live) index.add(pairSideOf(row));
  return index;
}

/** An idea's row as the pairs see it. */
function pairSideOf(row: Pick<QualityControlIdeasTable, 'id' | 'text_key' | 'shingles' | 'bands' | 'categories' | 'batch_number'>): PairSide {
  return { id: row.id, key: row.text_key, shingles: decodeShingles(row.shingles), bands: row.bands, categories: row.categories, batchNumber: row.batch_number };
}

/** The filters a pair is listed under: those one of its ideas matches (categories and batch of the same idea). */
function pairFilters(pair: SimilarPair, sides: ReadonlyMap<number, PairSide>): Omit<QualityControlPairFiltersTable, 'similarity' | 'idea1' | 'idea2'>[] {
  const batchesByCategory = new Map<string, Set<number>>();
  const batches = new Set<number>();
  for (const side of [sides.get(pair.idea1)!, sides.get(pair.idea2)!]) {
    for (const category of side.categories) {
      const inCategory = batchesByCategory.get(category) ?? new Set<number>();
      if (side.batchNumber !== null) inCategory.add(side.batchNumber);
      batchesByCategory.set(category, inCategory);
    }
    if (side.batchNumber !== null) batches.add(side.batchNumber);
  }
  return [
    ...[...batchesByCategory].map(([category, inCategory]) => ({ filter: categoryFilter(category), batches: [...inCategory] })),
    ...[...batches].map((batch) => ({ filter: batchFilter(batch), batches: [] })),
  ];
}

/**
 * Writes the new pairs and their filter rows (they travel as json parameters), and recounts each text's group from
 * its live ideas: kept from two ideas up, removed below.
 */
async function addAndRecount(db: Db, pairs: readonly SimilarPair[], sides: ReadonlyMap<number, PairSide>, textKeys: readonly string[]): Promise<void> {
  const pairRows: QualityControlPairsTable[] = [];
  const filterRows: QualityControlPairFiltersTable[] = [];
  for (const pair of pairs) {
    const filters = pairFilters(pair, sides);
    pairRows.push({ ...pair, filters: filters.map((row) => row.filter) });
    for (const row of filters) filterRows.push({ ...row, ...pair });
  }
  const steps: RawBuilder<unknown>[] = [
    sql`paired AS (${insertRecordset('quality_control_pairs', PAIR_COLUMNS, pairRows)})`,
    // In its index's order too.
    sql`filtered AS (${insertRecordset('quality_control_pair_filters', PAIR_FILTER_COLUMNS, filterRows, sql`ORDER BY filter, similarity DESC, idea1, idea2`)})`,
    // Each text counted through its index (an aggregate per key: one row each, size 0 for a text nobody has left);
    // joined plainly, the planner scanned the whole ideas table on every page of a build.
    sql`counted AS (
      SELECT k.text_key, c.size, c.newest_at
      FROM unnest(${textKeys}::text[]) AS k(text_key)
      CROSS JOIN LATERAL (
        SELECT count(*)::integer AS size, max(created_at) AS newest_at FROM quality_control_ideas WHERE text_key = k.text_key AND NOT deleted) c)`,
    sql`removed AS (DELETE FROM quality_control_groups g USING counted c WHERE g.text_key = c.text_key AND c.size < 2)`,
  ];
  await sql`
    WITH ${sql.join(steps)}
    INSERT INTO quality_control_groups (text_key, size, newest_at)
    SELECT text_key, size, newest_at FROM counted WHERE size >= 2
    ON CONFLICT (text_key) DO UPDATE SET size = excluded.size, newest_at = excluded.newest_at`.execute(db);
}
