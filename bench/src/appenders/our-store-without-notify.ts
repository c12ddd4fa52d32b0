// Diagnostic kind: our store exactly as "our store", except that the NOTIFY it sends after each append (to wake
// subscribers in other processes) is answered locally instead of reaching Postgres. Its ratio to "our store" is what
// that NOTIFY costs. Only the public constructor is used: the pool it gets is a proxy that drops pg_notify queries.
import type pg from 'pg';
import { createPool } from '@app/infra/database/kysely';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import type { AppenderKind } from './appender';

export const ourStoreWithoutNotify: AppenderKind = {
  name: 'ours w/o NOTIFY',
  async open(databaseUrl, poolSize) {
    const pool = createPool(databaseUrl, poolSize);
    await migrateEventStore(pool);
    const store = createPostgresEventStore({ pool: withoutNotify(pool) });
    return {
      async append(stream, eventsInStream, event) {
        await store.append(stream, [event], { expectedRevision: eventsInStream === 0 ? 'no_stream' : BigInt(eventsInStream - 1) });
      },
      async close() {
        await store.close();
        await pool.end();
      },
    };
  },
};

function withoutNotify(pool: pg.Pool): pg.Pool {
  const isNotify = (query: unknown) => {
    const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
    return typeof text === 'string' && text.includes('pg_notify');
  };
  const query = (config: unknown, ...rest: unknown[]) =>
    isNotify(config) ? Promise.resolve({ rows: [], rowCount: 0 }) : (pool.query as (...args: unknown[]) => unknown)(config, ...rest);
  return new Proxy(pool, {
    get: (target, property): unknown => (property === 'query' ? query : Reflect.get(target, property, target)),
  });
}
