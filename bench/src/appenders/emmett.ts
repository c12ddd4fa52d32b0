// Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql) on a pool of the same size. Emmett numbers
// stream positions from 1, so "expected version" is the number of events already in the stream (0: a new one).
// Note: creating its pool makes Emmett's driver (dumbo) change pg's global type parsers (int8 -> BigInt, JSON), which
// is one reason every benchmark runs in its own process.
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPool } from '@app/infra/database/kysely';
import type { AppenderKind } from './appender';

export const emmett: AppenderKind = {
  name: 'Emmett',
  async open(databaseUrl, poolSize) {
    const pool = createPool(databaseUrl, poolSize);
    const store = getPostgreSQLEventStore(databaseUrl, { connectionOptions: { pool }, schema: { autoMigration: 'None' } });
    await store.schema.migrate();
    return {
      async append(stream, eventsInStream, event) {
        await store.appendToStream(stream, [{ type: event.type, data: event.data, metadata: event.metadata }], {
          expectedStreamVersion: BigInt(eventsInStream),
        });
      },
      async close() {
        await store.close();
        await pool.end();
      },
    };
  },
};
