// The `quality_control` read model (spec 001 §2 Quality Control, §3, §9): exact duplicates and pairs at least 75%
// similar among the live platform ideas, kept incrementally. A page costs three statements however many ideas it
// touches: read their rows; fold the events in memory (fold-quality-control-events.ts), then in one statement write
// the rows, drop the bands and pairs of the ideas that left or whose text or categories changed, and read the ideas
// sharing a MinHash band with those entering (similarity.ts); compare those candidates exactly in memory; then in one
// statement write the entering ideas' bands and their new pairs, and recount the groups of the texts involved. No
// step compares an idea with every other one. Three statements rather than one a table: when one idea is added, the
// round trips are a good part of the time.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { splitCategories } from '@app/domain/ideas/admin-idea-view';
import type { Projection } from '../runtime/projection';
import { columnList, columnsOf, fromExcluded, insertRecordset, recordset } from '../runtime/recordset';
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
import { decodeShingles, encodeShingles, fingerprint, similarPairs, type Fingerprinted, type SimilarPair } from './similarity';

type Db = Kysely<QualityControlProjectionDatabase>;

/** An idea as the pairs see it: its fingerprint and what the filters match. */
interface PairSide extends Fingerprinted {
  categories: readonly string[];
  batchNumber: number | null;
}

export const qualityControlProjection: Projection = {
  name: 'quality_control',
  version: 1,
  eventTypes: QUALITY_CONTROL_EVENT_TYPES,
  tables: ['quality_control_ideas', 'quality_control_bands', 'quality_control_groups', 'quality_control_pairs', 'quality_control_pair_filters'],
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
        entering.push({ id: after.id, key: row.text_key, shingles: decodeShingles(row.shingles), bands: row.bands, categories: row.categories, batchNumber: row.batch_number });
        textKeys.add(row.text_key);
      }
    }
    const others = await writeAndFindCandidates(db, rows, leaving, entering);
    if (textKeys.size === 0) return;
    const pairs = similarPairs(entering, others);
    await addAndRecount(db, entering, pairs, new Map([...others, ...entering].map((side) => [side.id, side])), [...textKeys]);
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
 * Band rows as two parallel arrays, for unnest. Two bands of one signature may share a key (a 32-bit hash): they are
 * the same row, listed once.
 */
function bandRows(ideas: readonly { id: number; bands: readonly number[] }[]): { bands: number[]; ideaIds: number[] } {
  const rows = { bands: [] as number[], ideaIds: [] as number[] };
  for (const idea of ideas) {
    for (const band of new Set(idea.bands)) {
      rows.bands.push(band);
      rows.ideaIds.push(idea.id);
    }
  }
  return rows;
}

/**
 * Writes the ideas' rows and removes the bands and pairs (with their filter rows) of those leaving; answers the live
 * ideas sharing a band with one of `entering`, with the bands they share. The statement's reads see the tables as
 * they were before it, so every idea that moves is left out of the candidates: those entering are compared in memory.
 */
async function writeAndFindCandidates(
  db: Db,
  rows: readonly QualityControlIdeasTable[],
  leaving: readonly QualityControlIdeasTable[],
  entering: readonly PairSide[],
): Promise<PairSide[]> {
  const written = rows.map((row) => ({ ...row, shingles: row.shingles.toString('hex') }));
  const old = bandRows(leaving);
  const leavingIds = leaving.map((idea) => idea.id);
  const moving = [...leavingIds, ...entering.map((idea) => idea.id)];
  const enteringBands = [...new Set(entering.flatMap((idea) => idea.bands))];
  const { rows: candidates } = await sql<{ id: number; text_key: string; shingles: Buffer; categories: string[]; batch_number: number | null; bands: number[] }>`
    WITH written AS (
      INSERT INTO quality_control_ideas (${columnList(Object.keys(IDEA_COLUMNS))})
      SELECT id, revision, title, description, category, categories, batch_number, type, status, created_at, deleted, text_key,
        decode(shingles, 'hex'), bands
      FROM ${recordset(IDEA_COLUMNS, written)}
      ON CONFLICT (id) DO UPDATE SET ${fromExcluded(IDEA_UPDATES)}),
    unbanded AS (
      DELETE FROM quality_control_bands b USING unnest(${old.bands}::integer[], ${old.ideaIds}::integer[]) AS d(band, idea_id)
      WHERE b.band = d.band AND b.idea_id = d.idea_id),
    gone AS (
      DELETE FROM quality_control_pairs WHERE idea1 = ANY(${leavingIds}::integer[]) OR idea2 = ANY(${leavingIds}::integer[])
      RETURNING idea1, idea2, similarity, filters),
    unfiltered AS (
      DELETE FROM quality_control_pair_filters f USING (SELECT unnest(filters) AS filter, similarity, idea1, idea2 FROM gone) g
      WHERE f.filter = g.filter AND f.similarity = g.similarity AND f.idea1 = g.idea1 AND f.idea2 = g.idea2)
    SELECT i.id, i.text_key, i.shingles, i.categories, i.batch_number, shared.bands
    FROM (
      SELECT b.idea_id, array_agg(e.band) AS bands
      FROM unnest(${enteringBands}::integer[]) AS e(band)
      -- Each band looked up in its index, and below each candidate by its key (OFFSET 0 keeps a subquery apart):
      -- joined plainly, the planner, which has no statistics of a table still being built, scanned the whole bands
      -- table for a page's thousands of bands, and hashed the whole ideas table, titles and descriptions included.
      CROSS JOIN LATERAL (SELECT idea_id FROM quality_control_bands WHERE band = e.band OFFSET 0) b
      WHERE NOT (b.idea_id = ANY(${moving}::integer[]))
      GROUP BY b.idea_id) shared
    CROSS JOIN LATERAL (
      SELECT id, text_key, shingles, categories, batch_number FROM quality_control_ideas WHERE id = shared.idea_id OFFSET 0) i`.execute(db);
  return candidates.map((row) => ({
    id: row.id,
    key: row.text_key,
    shingles: decodeShingles(row.shingles),
    bands: row.bands,
    categories: row.categories,
    batchNumber: row.batch_number,
  }));
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
 * Writes the entering ideas' bands, the new pairs and their filter rows (they travel as json parameters), and
 * recounts each text's group from its live ideas: kept from two ideas up, removed below.
 */
async function addAndRecount(db: Db, entering: readonly PairSide[], pairs: readonly SimilarPair[], sides: ReadonlyMap<number, PairSide>, textKeys: readonly string[]): Promise<void> {
  const pairRows: QualityControlPairsTable[] = [];
  const filterRows: QualityControlPairFiltersTable[] = [];
  for (const pair of pairs) {
    const filters = pairFilters(pair, sides);
    pairRows.push({ ...pair, filters: filters.map((row) => row.filter) });
    for (const row of filters) filterRows.push({ ...row, ...pair });
  }
  const added = bandRows(entering);
  const steps: RawBuilder<unknown>[] = [
    // No entering idea has band rows (those that had them left in writeAndFindCandidates), so a plain insert, which
    // costs half an ON CONFLICT's; in key order, so consecutive rows land on the same index pages.
    sql`banded AS (
      INSERT INTO quality_control_bands (band, idea_id)
      SELECT * FROM unnest(${added.bands}::integer[], ${added.ideaIds}::integer[]) AS b(band, idea_id) ORDER BY band)`,
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
