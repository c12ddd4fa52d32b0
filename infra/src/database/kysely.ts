import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { IDLE_IN_TRANSACTION_OPTION } from '../event-store/postgres/session-settings';

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000, options: IDLE_IN_TRANSACTION_OPTION });
  // A client that loses its connection (idle in the pool, or checked out mid-transaction) must not crash the
  // process: the query in flight fails with its own error and the next one reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * The process's one handle on its database, with no tables named. Kysely's types are invariant in the database type:
 * a handle typed for one owner's tables cannot be handed to code typed for another's. So services, infra modules and
 * projections share this one and each adds its own `Database` type with `withTables` (types only; the type must be a
 * type alias, not an interface, as `withTables` wants an index signature).
 */
export type SharedDb = Kysely<object>;

export function createDb<Database extends object = object>(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
