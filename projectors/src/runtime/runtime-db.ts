// The runtime's Kysely instance over the caller's pool.
import { CompiledQuery, Kysely, PostgresDialect, type DatabaseConnection } from 'kysely';
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

/**
 * The pg client under each of the runtime's Kysely connections, for what Kysely cannot send: COPY (copy-rows.ts).
 * Kysely keeps its connection objects to itself, so a new one is matched to its client by the server process id
 * each reports (pg's `processID`, from the server's greeting): one query per connection opened, none per page.
 */
const clientsByConnection = new WeakMap<DatabaseConnection, pg.PoolClient>();
const clientsByProcess = new Map<number, pg.PoolClient>();
const processOf = (client: pg.PoolClient) => (client as pg.PoolClient & { processID: number }).processID;

export function createRuntimeDb(pool: pg.Pool): SharedDb {
  return new Kysely<object>({
    dialect: new PostgresDialect({
      pool: {
        async connect() {
          const client = await pool.connect();
          if (!guarded.has(client)) {
            guarded.add(client);
            client.on('error', ignore);
            clientsByProcess.set(processOf(client), client);
            client.once('end', () => clientsByProcess.delete(processOf(client)));
          }
          return client;
        },
        end: () => Promise.resolve(),
      },
      async onCreateConnection(connection) {
        const { rows } = await connection.executeQuery<{ pid: number }>(CompiledQuery.raw('SELECT pg_backend_pid() AS pid'));
        const client = clientsByProcess.get(rows[0]!.pid);
        if (client) clientsByConnection.set(connection, client);
      },
    }),
  });
}

/** The pg client under a connection of createRuntimeDb's Kysely; undefined for any other Kysely's. */
export function clientOf(connection: DatabaseConnection): pg.PoolClient | undefined {
  return clientsByConnection.get(connection);
}
