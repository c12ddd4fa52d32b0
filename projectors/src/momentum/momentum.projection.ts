// The `momentum` read model (README.md here): a page is one read of the copies its documents name, an in-memory fold
// into one row per (idea, day), and one additive upsert of those rows (a rebuild stages them and sums them in once at
// the end); the meta row keeps the last position applied (a page applied again adds nothing) and the newest day, and
// days that fall out of the retention window are pruned as it moves on.
import { sql } from 'kysely';
import { formatPosition, parsePosition } from '@app/infra/event-store/position';
import type { SharedDb } from '@app/infra/database/kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { copyRows } from '../runtime/copy-rows';
import type { Projection } from '../runtime/projection';
import { dayNumber, dayText } from '@app/domain/momentum/momentum-days';
import { copiesToRead, foldMomentumEvents, MOMENTUM_EVENT_TYPES, oldestKeptDay, type DayRow } from './fold-momentum-events';
import { momentumMigrations } from './momentum.migrations';
import type { MomentumProjectionDatabase } from './momentum.table';

export const momentumProjection: Projection = {
  name: 'momentum',
  version: 1,
  eventTypes: MOMENTUM_EVENT_TYPES,
  tables: ['momentum_days', 'momentum_copies', 'momentum_meta'],
  migrations: momentumMigrations,
  deferredIndexes: [{ name: 'momentum_days_by_change_seq', table: 'momentum_days', definition: '(change_seq)' }],
  apply: (trx, events) => applyPage(trx, events, 'serving'),
  build: {
    apply: (trx, events) => applyPage(trx, events, 'building'),
    finish: finishBuild,
  },
};

/**
 * Serving, a page's rows are added to momentum_days at once; building, they are appended to momentum_days_staged
 * and summed in once by finishBuild (README.md here, "A rebuild"): a row that pages of the same day write again and
 * again is then written to the table once, with no conflict to resolve.
 */
async function applyPage(trx: SharedDb, events: readonly RecordedEvent[], status: 'serving' | 'building'): Promise<void> {
  const db = trx.withTables<MomentumProjectionDatabase>();
  const wanted = copiesToRead(events);
  const [meta, copies] = await Promise.all([
    db.selectFrom('momentum_meta').select(['last_position', sql<string | null>`newest_day::text`.as('newest_day')]).where('id', '=', 1).executeTakeFirstOrThrow(),
    wanted.length ? db.selectFrom('momentum_copies').selectAll().where('copy_id', 'in', wanted).execute() : [],
  ]);
  const previousNewest = meta.newest_day === null ? undefined : dayNumber(meta.newest_day);
  const changes = foldMomentumEvents(
    { lastPosition: parsePosition(meta.last_position), newestDay: previousNewest, copies: new Map(copies.map((row) => [row.copy_id, row.idea_id])) },
    events,
  );
  if (changes.copies.size > 0) {
    await sql`INSERT INTO momentum_copies (copy_id, idea_id) SELECT * FROM unnest(${[...changes.copies.keys()]}::int4[], ${[...changes.copies.values()]}::int4[])
      ON CONFLICT (copy_id) DO NOTHING`.execute(db);
  }
  if (changes.days.length > 0) {
    if (status === 'serving') await addDays(changes.days).execute(db);
    else await stageDays(trx, changes.days);
  }
  // Once a week of the events' time: a scan of the table, which has no index on the day (each one costs every
  // write of a rebuild more than the scans cost; README.md "Pruning"). A build prunes as it finishes.
  const week = (newest: number) => Math.floor(oldestKeptDay(newest) / 7);
  if (status === 'serving' && changes.newestDay !== undefined && previousNewest !== undefined && week(changes.newestDay) > week(previousNewest)) {
    await db.deleteFrom('momentum_days').where('day', '<', dayText(oldestKeptDay(changes.newestDay))).execute();
  }
  if (changes.lastPosition) {
    await db
      .updateTable('momentum_meta')
      .set({ last_position: formatPosition(changes.lastPosition), newest_day: changes.newestDay === undefined ? null : dayText(changes.newestDay) })
      .where('id', '=', 1)
      .execute();
  }
}

/**
 * The staged rows summed into momentum_days within the retention window of the newest day, and the rows that fell
 * out of it deleted; then the stage emptied. Taking the stage's lock first makes it a move: a page that commits
 * meanwhile (a runner that lost its lease) waits, and its rows stay staged for the next finish.
 */
async function finishBuild(trx: SharedDb): Promise<void> {
  const db = trx.withTables<MomentumProjectionDatabase>();
  await sql`LOCK TABLE momentum_days_staged IN ACCESS EXCLUSIVE MODE`.execute(db);
  // A rebuild stages a row per idea, day and page (1.3 million for a million events): summed in memory rather than
  // in batches spilled to disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  const meta = await db.selectFrom('momentum_meta').select(sql<string | null>`newest_day::text`.as('newest_day')).where('id', '=', 1).executeTakeFirstOrThrow();
  if (meta.newest_day === null) return;
  const oldest = oldestKeptDay(dayNumber(meta.newest_day));
  await db.deleteFrom('momentum_days').where('day', '<', dayText(oldest)).execute();
  // A first finish fills an empty table: no row can conflict, and the key is built once over the sorted rows, a
  // third faster than checking each row against it (README.md here, "A rebuild").
  const empty = (await db.selectFrom('momentum_days').select('idea_id').limit(1).execute()).length === 0;
  if (empty) await sql`ALTER TABLE momentum_days DROP CONSTRAINT momentum_days_pkey`.execute(db);
  // Each row's change_seq taken from one block of the sequence, reserved after: a nextval per row cost as much as
  // the rest of the insert. Nothing else writes the building generation's table.
  const { base } = await db.selectNoFrom(sql<string>`nextval('momentum_change_seq')`.as('base')).executeTakeFirstOrThrow();
  const { numAffectedRows } = await sql`INSERT INTO momentum_days (idea_id, day, views, saves, shares, documents, change_seq)
    SELECT idea_id, date '1970-01-01' + day, sum(views)::int4, sum(saves)::int4, sum(shares)::int4, sum(documents)::int4,
      ${base}::int8 + row_number() OVER (ORDER BY idea_id, day)
    FROM momentum_days_staged WHERE day >= ${oldest} GROUP BY idea_id, day ORDER BY idea_id, day
    ${empty ? sql`` : sql`ON CONFLICT (idea_id, day) DO UPDATE SET ${additive}, change_seq = excluded.change_seq`}`.execute(db);
  await sql`SELECT setval('momentum_change_seq', ${base}::int8 + ${String(numAffectedRows ?? 0n)}::int8)`.execute(db);
  // As the migration made it (momentum.migrations.ts).
  if (empty) await sql`ALTER TABLE momentum_days ADD CONSTRAINT momentum_days_pkey PRIMARY KEY (idea_id, day)`.execute(db);
  await sql`TRUNCATE momentum_days_staged`.execute(db);
}

/** A day row's columns, the day in days since 1970. */
const DAY_COLUMNS = ['idea_id', 'day', 'views', 'saves', 'shares', 'documents'] as const;

const column = (rows: readonly DayRow[], name: keyof DayRow) => rows.map((row) => row[name]);

/** What an upsert into momentum_days does with a row that is there: adds the counts (and moves its change_seq on). */
const additive = sql`views = momentum_days.views + excluded.views, saves = momentum_days.saves + excluded.saves,
  shares = momentum_days.shares + excluded.shares, documents = momentum_days.documents + excluded.documents`;

/**
 * The rows' counts added to the table's, one statement: every column is an integer, so each travels as an int4[]
 * parameter (node-pg's array text, read by the server without json; the copies likewise), the day as days since
 * 1970. A fifth faster than the json arrays of recordset.ts (README.md here, "A page").
 */
function addDays(rows: readonly DayRow[]) {
  const arrays = DAY_COLUMNS.map((name) => sql`${column(rows, name)}::int4[]`);
  return sql`INSERT INTO momentum_days (idea_id, day, views, saves, shares, documents)
    SELECT idea_id, date '1970-01-01' + day, views, saves, shares, documents FROM unnest(${sql.join(arrays)}) AS r(idea_id, day, views, saves, shares, documents)
    ON CONFLICT (idea_id, day) DO UPDATE SET ${additive}, change_seq = DEFAULT`;
}

/** The rows appended to the stage with COPY: no key to check, and Postgres writes them in batches. */
function stageDays(trx: SharedDb, rows: readonly DayRow[]): Promise<void> {
  return copyRows(trx, 'momentum_days_staged', DAY_COLUMNS, rows.map((row) => DAY_COLUMNS.map((name) => row[name])));
}
