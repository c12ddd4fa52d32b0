// A small projection for the runtime's tests: per stream, how many `Counted` events it has seen. Idempotent like
// every handler: an event at or below the stream's last counted revision is skipped.
import type { Projection } from '../projection';

export const COUNTED = 'Counted';

interface StreamCountsTable {
  stream_id: string;
  events: number;
  /** int8 comes back from pg as text. */
  last_revision: string;
}

export function streamCounterProjection({ name = 'stream_counter', version = 1, table = 'stream_counts' } = {}): Projection {
  return {
    name,
    version,
    eventTypes: [COUNTED],
    tables: [table],
    migrations: {
      '2025-11-22-stream-counts': {
        async up(db) {
          await db.schema
            .createTable(table)
            .addColumn('stream_id', 'text', (column) => column.primaryKey())
            .addColumn('events', 'integer', (column) => column.notNull())
            .addColumn('last_revision', 'bigint', (column) => column.notNull())
            .execute();
        },
      },
    },
    async apply(trx, events) {
      // The table is named by the caller, so any name is one of these tables.
      const db = trx.withTables<Record<string, StreamCountsTable>>();
      const streams = [...new Set(events.map((event) => event.streamId))];
      const rows = await db
        .selectFrom(table)
        .select(['stream_id', 'events', 'last_revision'])
        .where('stream_id', 'in', streams)
        .execute();
      const counts = new Map(rows.map((row) => [row.stream_id, { events: row.events, last: BigInt(row.last_revision) }]));
      for (const event of events) {
        const count = counts.get(event.streamId) ?? { events: 0, last: -1n };
        if (event.revision > count.last) counts.set(event.streamId, { events: count.events + 1, last: event.revision });
      }
      await db
        .insertInto(table)
        .values([...counts].map(([stream_id, count]) => ({ stream_id, events: count.events, last_revision: count.last.toString() })))
        .onConflict((conflict) =>
          conflict.column('stream_id').doUpdateSet((eb) => ({ events: eb.ref('excluded.events'), last_revision: eb.ref('excluded.last_revision') })),
        )
        .execute();
    },
  };
}
