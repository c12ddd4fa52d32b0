// Numeric ids of the spec (ideas, documents, trends) come from Postgres sequences, allocated before the creation
// command runs (docs/architecture.md "Streams and events"): the id names the stream, so it must exist before the first
// event. A command that then fails leaves a gap, which is fine. Sequences live in the command API's schema.
import { sql, type Kysely } from 'kysely';
import type { CopyKind } from '@app/domain/workspace/workspace-fields';
import type { CommandApiDatabase } from '../command-api-database';
import { COMMAND_API_SCHEMA } from '../idempotency/idempotency.table';

/** The catalog's sequences and where each starts; platform ideas start at 1, so the seed's ids 1..N fit below them. */
export const ID_SEQUENCES = {
  platform_idea_ids: 1,
  idea_document_ids: 1,
  trend_ids: 1,
} as const;
/**
 * The workspace's: user ideas and their copies in the spec's ranges (ugi 100000, ugp2p 200000, ugi copies
 * 300000, ugp2p copies 500000); copies of platform ideas from 700000 (ours), so a copy id names one copy across the
 * three kinds. A member's documents take ids from `idea_document_ids`, unique among platform and member documents.
 */
export const WORKSPACE_ID_SEQUENCES = {
  ugi_ids: 100000,
  ugp2p_ids: 200000,
  ugi_copy_ids: 300000,
  ugp2p_copy_ids: 500000,
  idea_copy_ids: 700000,
  powerup_ids: 1,
} as const;
const STARTS = { ...ID_SEQUENCES, ...WORKSPACE_ID_SEQUENCES };
export type IdSequence = keyof typeof STARTS;
/** Where a copy of each kind takes its id. */
export const COPY_ID_SEQUENCES = { idea: 'idea_copy_ids', ugi: 'ugi_copy_ids', ugp2p: 'ugp2p_copy_ids' } as const satisfies Record<CopyKind, IdSequence>;

/**
 * Platform idea ids step over the user ideas' and copies' ranges: an id in a path names a platform idea when its
 * stream exists, else a user idea (reads/idea-targets.ts), so the two must never share an id. Past 99999 they go on at
 * 1000000.
 */
const SKIPPED_RANGES: Partial<Record<IdSequence, { from: number; to: number }>> = {
  platform_idea_ids: { from: WORKSPACE_ID_SEQUENCES.ugi_ids, to: 999_999 },
};

const qualified = (sequence: IdSequence) => sql.raw(`'${COMMAND_API_SCHEMA}.${sequence}'::regclass`);

export async function nextId(db: Kysely<CommandApiDatabase>, sequence: IdSequence): Promise<number> {
  const [id] = await nextIds(db, sequence, 1);
  return id!;
}

/** `count` fresh ids, ascending (not necessarily consecutive when others allocate at the same time). */
export async function nextIds(db: Kysely<CommandApiDatabase>, sequence: IdSequence, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { rows } = await sql<{ id: string }>`SELECT nextval(${qualified(sequence)}) AS id FROM generate_series(1, ${count})`.execute(db);
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const skipped = SKIPPED_RANGES[sequence];
  const kept = skipped ? ids.filter((id) => id < skipped.from || id > skipped.to) : ids;
  if (!skipped || kept.length === ids.length) return ids;
  // Ids drawn inside the range are dropped (a gap, which is fine) and the sequence jumps past it, once for everyone.
  await jumpPast(db, sequence, skipped.to);
  return [...kept, ...(await nextIds(db, sequence, count - kept.length))].sort((a, b) => a - b);
}

/**
 * Moves a sequence that is inside a skipped range to its end. Only a sequence still inside the range moves: one already
 * past it is never set back. Reading where it is and setting it are two steps, so callers crossing the range at once
 * take turns (an advisory lock); while one of them holds it, the others can only draw ids inside the range (dropped),
 * never past it, so the jump cannot undo an id already handed out. Setting back a sequence past the range (as a
 * GREATEST of the position read and the end would when a draw lands in between) handed out the same id twice.
 */
async function jumpPast(db: Kysely<CommandApiDatabase>, sequence: IdSequence, end: number): Promise<void> {
  const table = sql.raw(`${COMMAND_API_SCHEMA}.${sequence}`);
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${COMMAND_API_SCHEMA}.${sequence}`}))`.execute(trx);
    await sql`SELECT setval(${qualified(sequence)}, ${end}::bigint, true) FROM ${table} WHERE last_value < ${end}::bigint`.execute(trx);
  });
}

/** Makes sure the sequence never hands out `id` or anything below it (the seed takes fixed ids 1..N). */
export async function reserveIdsUpTo(db: Kysely<CommandApiDatabase>, sequence: IdSequence, id: number): Promise<void> {
  if (id < STARTS[sequence]) return;
  const table = sql.raw(`${COMMAND_API_SCHEMA}.${sequence}`);
  // GREATEST keeps the sequence monotonic when it is already past `id` (a second start, ids allocated since). The
  // seed calls this before the server listens, so no request can have taken an id below `id` in the meantime.
  await sql`SELECT setval(${qualified(sequence)}, GREATEST(${id}::bigint, (SELECT last_value FROM ${table})), true)`.execute(db);
}

/** The highest id a sequence has handed out (or reserved); 0 before its first. */
export async function lastIdOf(db: Kysely<CommandApiDatabase>, sequence: IdSequence): Promise<number> {
  const table = sql.raw(`${COMMAND_API_SCHEMA}.${sequence}`);
  const { rows } = await sql<{ last: string | null }>`SELECT CASE WHEN is_called THEN last_value END AS last FROM ${table}`.execute(db);
  return Number(rows[0]?.last ?? 0);
}

/** The id ranges a sequence hands out from, up to `last` (platform ideas skip the workspace's ranges). */
export function idRangesUpTo(sequence: IdSequence, last: number): { from: number; to: number }[] {
  const start = STARTS[sequence];
  if (last < start) return [];
  const skipped = SKIPPED_RANGES[sequence];
  if (!skipped || last < skipped.from) return [{ from: start, to: last }];
  return [{ from: start, to: skipped.from - 1 }, ...(last > skipped.to ? [{ from: skipped.to + 1, to: last }] : [])];
}
