// The `quality_control` read model (docs/product.md "Admin: Quality Control", "Data model", "Limits"): exact duplicates
// and pairs of texts at least 75% similar among the live platform ideas, kept incrementally. A text held by several
// ideas (an exact-duplicate group) is one side of its pairs, so a group of 5 similar to a group of 3 is one pair, not
// 15. A page costs four statements however many ideas it touches: read their rows; fold the events in memory
// (fold-quality-control-events.ts), then write the rows; take the candidates of the texts the page brings in, the
// ideas sharing a MinHash band with them (infra/src/idea-similarity/similarity.ts), from the generation's candidate
// index in memory (candidate-index.ts) and compare them exactly in memory; in one statement drop the pairs of the texts no live idea
// holds any more and clear the filter rows of the pairs of texts whose ideas changed; in one statement write the new
// pairs with their filter rows, list those pairs again from their texts' live ideas and recount the groups of the
// texts involved.
// No step compares an idea with every other one.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { splitCategories } from '@app/domain/ideas/admin-idea-view';
import type { Projection } from '../runtime/projection';
import { columnList, columnsOf, fromExcluded, recordset } from '../runtime/recordset';
import { CandidateIndex, type PairSide } from './candidate-index';
import { foldQualityControlEvents, ideaIdsOf, movesIdea, QUALITY_CONTROL_EVENT_TYPES, type QualityControlIdea } from './fold-quality-control-events';
import { qualityControlMigrations } from './quality-control.migrations';
import { BATCH_FILTER, CATEGORY_FILTER, type QualityControlIdeasTable, type QualityControlProjectionDatabase } from './quality-control.table';
import { decodeShingles, encodeShingles, fingerprint, similarPairs, type SimilarPair } from '@app/infra/idea-similarity/similarity';

type Db = Kysely<QualityControlProjectionDatabase>;

export const qualityControlProjection: Projection = {
  name: 'quality_control',
  // 2: the band keys are in the projector's memory (candidate-index.ts), no longer rows of quality_control_bands.
  // 3: pairs of texts, not of ideas, and their count.
  version: 3,
  eventTypes: QUALITY_CONTROL_EVENT_TYPES,
  tables: ['quality_control_ideas', 'quality_control_groups', 'quality_control_pairs', 'quality_control_pair_filters', 'quality_control_totals'],
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
    const index = await candidateIndexAfter(db, await writeIdeas(db, rows));
    // The ideas the page moves are nobody's candidates in it: those entering are compared among themselves.
    for (const idea of [...leaving, ...entering]) index.remove(idea.id);
    const { arriving, departing, relisted } = textMoves(textKeys, index, leaving, entering);
    // A text already held keeps its pairs: only the texts the page brings in are compared, with every other one.
    const newcomers = entering.filter((idea) => arriving.has(idea.key));
    for (const idea of entering) if (!arriving.has(idea.key)) index.add(idea);
    const found = similarPairs(newcomers, index.holders);
    for (const idea of newcomers) index.add(idea);
    // Every idea of a pair has words, so bands: the index holds it.
    const pairs = textPairs(found, (id) => index.get(id)!.key);
    if (textKeys.size === 0) return;
    // A build's pages bring in new texts only: nothing stored is dropped or relisted, and dropPairs is skipped.
    await dropPairs(db, [...departing], [...relisted]);
    await writePairs(db, [...relisted], pairs, [...textKeys]);
  },
};

/**
 * What the page does to each text it touches (`index` holding the live ideas it did not move): a text no live idea
 * held before it `arrives` (it has no pairs yet: they are found), one no live idea holds after it `departs` (its pairs
 * go), and one held before and after whose ideas changed is `relisted` (its pairs stay; their filters follow its ideas).
 */
function textMoves(
  textKeys: ReadonlySet<string>,
  index: CandidateIndex,
  leaving: readonly QualityControlIdeasTable[],
  entering: readonly PairSide[],
): { arriving: Set<string>; departing: Set<string>; relisted: Set<string> } {
  const left = new Set(leaving.map((idea) => idea.text_key));
  const entered = new Set(entering.map((idea) => idea.key));
  const arriving = new Set<string>();
  const departing = new Set<string>();
  const relisted = new Set<string>();
  for (const key of textKeys) {
    const stays = index.holdsText(key);
    const heldBefore = stays || left.has(key);
    const heldAfter = stays || entered.has(key);
    if (heldAfter && !heldBefore) arriving.add(key);
    if (heldBefore && !heldAfter) departing.add(key);
    if (heldBefore && heldAfter) relisted.add(key);
  }
  return { arriving, departing, relisted };
}

/** A pair of texts: its lower key first. */
interface TextPair {
  key1: string;
  key2: string;
  similarity: number;
}

/** The ideas' pairs as pairs of their texts, each once (equal texts have equal shingles, so equal similarities). */
function textPairs(pairs: readonly SimilarPair[], keyOf: (id: number) => string): TextPair[] {
  const byTexts = new Map<string, TextPair>();
  for (const { idea1, idea2, similarity } of pairs) {
    const [key1, key2] = [keyOf(idea1), keyOf(idea2)].sort() as [string, string];
    byTexts.set(`${key1} ${key2}`, { key1, key2, similarity });
  }
  return [...byTexts.values()];
}

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
const FRESH_PAIR_COLUMNS = { key1: 'text', key2: 'text', similarity: 'double precision' } as const satisfies Record<keyof TextPair, string>;

/** Writes the ideas' rows and names this page in `quality_control_state`; answers the generation's schema and the page named before. */
async function writeIdeas(db: Db, rows: readonly QualityControlIdeasTable[]): Promise<PageNames> {
  const written = rows.map((row) => ({ ...row, shingles: row.shingles.toString('hex') }));
  const page = randomUUID();
  const {
    rows: [named],
  } = await sql<{ schema: string; previous: string | null }>`
    WITH written AS (
      INSERT INTO quality_control_ideas (${columnList(Object.keys(IDEA_COLUMNS))})
      SELECT id, revision, title, description, category, categories, batch_number, type, status, created_at, deleted, text_key,
        decode(shingles, 'hex'), bands
      FROM ${recordset(IDEA_COLUMNS, written)}
      ON CONFLICT (id) DO UPDATE SET ${fromExcluded(IDEA_UPDATES)})
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

/** A pair's filter rows, as a set of (filter, similarity, key1, key2) of the pairs `chosen` names. */
const filterRowsOf = (chosen: RawBuilder<unknown>) => sql`(SELECT unnest(filters) AS filter, similarity, key1, key2 FROM ${chosen}) AS listed`;

/** The pairs (key1, key2, similarity, filters) that hold one of `keys`, each found through an index. */
const pairsOf = (keys: readonly string[]) => sql`
  SELECT p.* FROM unnest(${keys}::text[]) AS k(text_key)
  CROSS JOIN LATERAL (
    SELECT key1, key2, similarity, filters FROM quality_control_pairs WHERE key1 = k.text_key
    UNION ALL SELECT key1, key2, similarity, filters FROM quality_control_pairs WHERE key2 = k.text_key) p`;

/**
 * Drops the pairs of the texts that departed, with their filter rows, and clears the filter rows of the pairs of the
 * relisted texts (writePairs lists them again); keeps the pairs' count.
 */
async function dropPairs(db: Db, departing: readonly string[], relisted: readonly string[]): Promise<void> {
  if (departing.length === 0 && relisted.length === 0) return;
  const steps: RawBuilder<unknown>[] = [
    sql`gone AS (
      DELETE FROM quality_control_pairs p USING (${pairsOf(departing)}) d WHERE p.key1 = d.key1 AND p.key2 = d.key2
      RETURNING p.key1, p.key2, p.similarity, p.filters)`,
    sql`stale AS (${pairsOf(relisted)} UNION ALL SELECT * FROM gone)`,
    sql`unfiltered AS (
      DELETE FROM quality_control_pair_filters f USING ${filterRowsOf(sql`stale`)}
      WHERE f.filter = listed.filter AND f.similarity = listed.similarity AND f.key1 = listed.key1 AND f.key2 = listed.key2)`,
  ];
  await sql`
    WITH ${sql.join(steps)}
    UPDATE quality_control_totals SET pairs = pairs - (SELECT count(*) FROM gone)`.execute(db);
}

/**
 * Writes the new pairs, and lists them and every pair of the relisted texts under the filters one of their texts' live
 * ideas matches (a category's row with the batches of those ideas in it: category and batch together);
 * keeps the pairs' count; recounts each text's group from its live ideas: kept from two ideas up, removed below.
 */
async function writePairs(db: Db, relisted: readonly string[], pairs: readonly TextPair[], textKeys: readonly string[]): Promise<void> {
  const steps: RawBuilder<unknown>[] = [
    sql`fresh AS (SELECT key1, key2, similarity FROM ${recordset(FRESH_PAIR_COLUMNS, pairs)})`,
    // Every step walks an index from the page's texts (LATERAL): joined plainly, the planner may scan whole tables on
    // every page of a build, as it did counting the groups (below). A new pair has a new text: it is not stored yet.
    sql`touched AS (
      SELECT DISTINCT key1, key2, similarity, false AS fresh FROM (${pairsOf(relisted)}) stored
      UNION ALL SELECT key1, key2, similarity, true FROM fresh)`,
    sql`members AS (
      SELECT t.key1, t.key2, t.similarity, i.categories, i.batch_number
      FROM touched t CROSS JOIN LATERAL unnest(ARRAY[t.key1, t.key2]) AS side(text_key)
      CROSS JOIN LATERAL (
        SELECT categories, batch_number FROM quality_control_ideas WHERE text_key = side.text_key AND NOT deleted) i)`,
    sql`filter_rows AS (
      SELECT ${CATEGORY_FILTER}::text || c.category AS filter, m.similarity, m.key1, m.key2,
        COALESCE(array_agg(DISTINCT m.batch_number) FILTER (WHERE m.batch_number IS NOT NULL), '{}') AS batches
      FROM members m CROSS JOIN LATERAL unnest(m.categories) AS c(category) GROUP BY 1, 2, 3, 4
      UNION
      SELECT ${BATCH_FILTER}::text || m.batch_number, m.similarity, m.key1, m.key2, '{}'::integer[] FROM members m WHERE m.batch_number IS NOT NULL)`,
    sql`listed AS (SELECT key1, key2, array_agg(filter ORDER BY filter) AS filters FROM filter_rows GROUP BY key1, key2)`,
    // In its index's order too.
    sql`filtered AS (
      INSERT INTO quality_control_pair_filters (filter, similarity, key1, key2, batches)
      SELECT filter, similarity, key1, key2, batches FROM filter_rows ORDER BY filter, similarity DESC, key1, key2)`,
    sql`paired AS (
      INSERT INTO quality_control_pairs (key1, key2, similarity, filters)
      SELECT f.key1, f.key2, f.similarity, COALESCE(l.filters, '{}') FROM fresh f LEFT JOIN listed l ON l.key1 = f.key1 AND l.key2 = f.key2)`,
    sql`relisted AS (
      UPDATE quality_control_pairs p SET filters = COALESCE(l.filters, '{}')
      FROM touched t LEFT JOIN listed l ON l.key1 = t.key1 AND l.key2 = t.key2
      WHERE NOT t.fresh AND p.key1 = t.key1 AND p.key2 = t.key2)`,
    sql`totalled AS (UPDATE quality_control_totals SET pairs = pairs + (SELECT count(*) FROM fresh))`,
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
