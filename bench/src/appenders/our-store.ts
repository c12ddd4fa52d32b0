// Our Postgres event store, through its port, exactly as the command handler uses it.
import { createPool } from '@app/infra/database/kysely';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import type { AppenderKind } from './appender';

export const ourStore: AppenderKind = {
  name: 'our store',
  async open(databaseUrl, poolSize) {
    const pool = createPool(databaseUrl, poolSize);
    await migrateEventStore(pool);
    const store = createPostgresEventStore({ pool });
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
