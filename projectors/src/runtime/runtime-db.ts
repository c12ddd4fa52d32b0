// The runtime's Kysely instance over the caller's pool.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { SharedDb } from '@app/infra/database/kysely';

/**
 * A client checked out of a pg pool has no 'error' listener (the pool removes its own), so a connection that dies
 * inside a transaction (Postgres restart, failover, terminated backend) would crash the process with an unhandled
 * 'error' event. The query in flight rejects anyway and the runner retries it, so every client the runtime
 * checks out gets a listener once, whichever runtime checks it out (runtimes started one after another over one
 * pool, as the rebuild benchmark does, would otherwise each add one). The pool stays the caller's: never ended here.
 */
const guarded = new WeakSet<pg.PoolClient>();
const ignore = () => undefined;

export function createRuntimeDb(pool: pg.Pool): SharedDb {
  return new Kysely<object>({
    dialect: new PostgresDialect({
      pool: {
        async connect() {
          const client = await pool.connect();
          if (!guarded.has(client)) {
            guarded.add(client);
            client.on('error', ignore);
          }
          return client;
        },
        end: () => Promise.resolve(),
      },
    }),
  });
}
