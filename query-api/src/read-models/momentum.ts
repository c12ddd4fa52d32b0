// Reads of the `momentum` read model (projectors/src/momentum): the daily counts of a set of ideas (one idea, a trend's
// ideas, a page of cards), and the rows changed since a change_seq for the trending sort's follower.
import { sql, type Kysely } from 'kysely';
import type { MomentumDay } from '@app/domain/momentum/momentum-api';
import { dayText } from '@app/domain/momentum/momentum-days';
import type { QueryApiDatabase } from './query-api-database';

/** The days from `first` to `last` (day numbers), each the sum over `ideaIds`, every day present (zeros), oldest first. */
export async function summedDays(db: Kysely<QueryApiDatabase>, ideaIds: readonly number[], first: number, last: number): Promise<MomentumDay[]> {
  const { rows } = ideaIds.length
    ? await sql<MomentumDay>`
        SELECT day::text AS date, sum(views)::int AS views, sum(saves)::int AS saves, sum(shares)::int AS shares, sum(documents)::int AS documents
        FROM read.momentum_days
        WHERE idea_id = ANY(${[...ideaIds]}::int[]) AND day BETWEEN ${dayText(first)}::date AND ${dayText(last)}::date
        GROUP BY day`.execute(db)
    : { rows: [] };
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days: MomentumDay[] = [];
  for (let day = first; day <= last; day++) {
    const date = dayText(day);
    days.push(byDate.get(date) ?? { date, views: 0, saves: 0, shares: 0, documents: 0 });
  }
  return days;
}

/**
 * Each idea's activity (views + saves + shares + documents) per day from `first` to `last` (day numbers), oldest
 * first, zeros included: a line for every id asked for.
 */
export async function activityLines(db: Kysely<QueryApiDatabase>, ideaIds: readonly number[], first: number, last: number): Promise<Map<number, number[]>> {
  const lines = new Map(ideaIds.map((id) => [id, new Array<number>(last - first + 1).fill(0)]));
  if (ideaIds.length === 0) return lines;
  const { rows } = await sql<{ idea_id: number; day: number; activity: number }>`
    SELECT idea_id, (day - DATE '1970-01-01') AS day, views + saves + shares + documents AS activity
    FROM read.momentum_days
    WHERE idea_id = ANY(${[...ideaIds]}::int[]) AND day BETWEEN ${dayText(first)}::date AND ${dayText(last)}::date`.execute(db);
  for (const row of rows) lines.get(row.idea_id)![row.day - first] = row.activity;
  return lines;
}

export interface ActivityRow {
  idea_id: number;
  /** YYYY-MM-DD */
  date: string;
  activity: number;
  change_seq: string;
}

export async function readMomentumHead(db: Kysely<QueryApiDatabase>): Promise<{ buildId: string; changeSeq: bigint }> {
  const { rows } = await sql<{ build_id: string; change_seq: string | null }>`
    SELECT build_id, (SELECT max(change_seq) FROM read.momentum_days) AS change_seq FROM read.momentum_meta`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('read.momentum_meta has no row');
  return { buildId: row.build_id, changeSeq: BigInt(row.change_seq ?? 0) };
}

/** The rows of days from `first` on changed after `afterSeq`, oldest change first, with their build (one statement). */
export async function readActivityChanges(
  db: Kysely<QueryApiDatabase>,
  afterSeq: bigint,
  first: number,
  limit: number,
): Promise<{ buildId: string; rows: ActivityRow[] }> {
  const { rows } = await sql<ActivityRow & { build_id: string }>`
    SELECT m.build_id, d.idea_id, d.date, d.activity, d.change_seq
    FROM read.momentum_meta m
    LEFT JOIN LATERAL (
      SELECT idea_id, day::text AS date, views + saves + shares + documents AS activity, change_seq
      FROM read.momentum_days
      WHERE change_seq > ${afterSeq.toString()} AND day >= ${dayText(first)}::date
      ORDER BY change_seq LIMIT ${limit}
    ) d ON true`.execute(db);
  const buildId = rows[0]?.build_id;
  if (buildId === undefined) throw new Error('read.momentum_meta has no row');
  return { buildId, rows: rows.filter((row) => row.change_seq !== null).map(({ build_id: _build, ...row }) => row) };
}
