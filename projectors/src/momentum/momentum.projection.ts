// The `momentum` read model (README.md here): a page is one read of the copies its documents name, an in-memory fold
// into one row per (idea, day), and one additive upsert of those rows; the meta row keeps the last position applied (a page applied
// again adds nothing) and the newest day, and days that fall out of the retention window are pruned as it moves on.
import { sql } from 'kysely';
import { formatPosition, parsePosition } from '@app/infra/event-store/position';
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
  async apply(trx, events) {
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
    if (changes.days.length > 0) await addDays(changes.days).execute(db);
    // Once a week of the events' time: a scan of the table, which has no index on the day (each one costs every
    // write of a rebuild more than the scans cost; README.md "Pruning").
    const week = (newest: number) => Math.floor(oldestKeptDay(newest) / 7);
    if (changes.newestDay !== undefined && previousNewest !== undefined && week(changes.newestDay) > week(previousNewest)) {
      await db.deleteFrom('momentum_days').where('day', '<', dayText(oldestKeptDay(changes.newestDay))).execute();
    }
    if (changes.lastPosition) {
      await db
        .updateTable('momentum_meta')
        .set({ last_position: formatPosition(changes.lastPosition), newest_day: changes.newestDay === undefined ? null : dayText(changes.newestDay) })
        .where('id', '=', 1)
        .execute();
    }
  },
};

const column = (rows: readonly DayRow[], name: keyof DayRow) => rows.map((row) => row[name]);

/**
 * The rows' counts added to the table's, one statement: every column is an integer, so each travels as an int4[]
 * parameter (node-pg's array text, read by the server without json; the copies likewise), the day as days since
 * 1970. A fifth faster than the json arrays of recordset.ts (README.md here, "A page").
 */
function addDays(rows: readonly DayRow[]) {
  const arrays = (['idea_id', 'day', 'views', 'saves', 'shares', 'documents'] as const).map((name) => sql`${column(rows, name)}::int4[]`);
  return sql`INSERT INTO momentum_days (idea_id, day, views, saves, shares, documents)
    SELECT idea_id, date '1970-01-01' + day, views, saves, shares, documents FROM unnest(${sql.join(arrays)}) AS r(idea_id, day, views, saves, shares, documents)
    ON CONFLICT (idea_id, day) DO UPDATE SET views = momentum_days.views + excluded.views, saves = momentum_days.saves + excluded.saves,
      shares = momentum_days.shares + excluded.shares, documents = momentum_days.documents + excluded.documents, change_seq = DEFAULT`;
}
