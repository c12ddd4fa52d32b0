// The benchmarks' read model: per counter stream, how many `CounterIncremented` events it has seen and the sum of
// their `by`. Idempotent like every handler: an event at or below the stream's last counted revision is skipped.
// One page costs one SELECT of the page's streams and one multi-row upsert.
import type { Projection } from '@app/projectors/runtime/projection';
import { BENCH_EVENT_TYPE } from './bench-events';

export const COUNTER_TABLE = 'bench_counters';

export interface CounterRow {
  stream_id: string;
  events: number;
  value: number;
  last_revision: string;
}

/** Inside the projection's own schema (a type, not an interface: `withTables` takes it). */
type CounterDatabase = Record<typeof COUNTER_TABLE, CounterRow>;
/** The view readers query. */
export const COUNTER_VIEW = `read.${COUNTER_TABLE}` as const;
export type CounterReadDatabase = Record<typeof COUNTER_VIEW, CounterRow>;

export const counterProjection: Projection = {
  name: 'bench_counters',
  version: 1,
  eventTypes: [BENCH_EVENT_TYPE],
  tables: [COUNTER_TABLE],
  migrations: {
    '2025-12-01-bench-counters': {
      async up(db) {
        await db.schema
          .createTable(COUNTER_TABLE)
          .addColumn('stream_id', 'text', (column) => column.primaryKey())
          .addColumn('events', 'integer', (column) => column.notNull())
          .addColumn('value', 'integer', (column) => column.notNull())
          .addColumn('last_revision', 'bigint', (column) => column.notNull())
          .execute();
      },
    },
  },
  async apply(trx, events) {
    const db = trx.withTables<CounterDatabase>();
    const streams = [...new Set(events.map((event) => event.streamId))];
    const rows = await db
      .selectFrom(COUNTER_TABLE)
      .select(['stream_id', 'events', 'value', 'last_revision'])
      .where('stream_id', 'in', streams)
      .execute();
    const counters = new Map(rows.map((row) => [row.stream_id, { events: row.events, value: row.value, last: BigInt(row.last_revision) }]));
    for (const event of events) {
      const counter = counters.get(event.streamId) ?? { events: 0, value: 0, last: -1n };
      if (event.revision <= counter.last) continue;
      const by = (event.data as { by?: unknown }).by;
      counters.set(event.streamId, {
        events: counter.events + 1,
        value: counter.value + (typeof by === 'number' ? by : 0),
        last: event.revision,
      });
    }
    if (counters.size === 0) return;
    await db
      .insertInto(COUNTER_TABLE)
      .values([...counters].map(([stream_id, counter]) => ({ stream_id, events: counter.events, value: counter.value, last_revision: counter.last.toString() })))
      .onConflict((conflict) =>
        conflict.column('stream_id').doUpdateSet((eb) => ({
          events: eb.ref('excluded.events'),
          value: eb.ref('excluded.value'),
          last_revision: eb.ref('excluded.last_revision'),
        })),
      )
      .execute();
  },
};
