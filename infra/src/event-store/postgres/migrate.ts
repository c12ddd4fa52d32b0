import type pg from 'pg';
import { MIGRATIONS } from './migrations';
import { IDLE_IN_TRANSACTION_TIMEOUT } from './session-settings';

// Any fixed key works; this one spells "evstore" (0x657673746f7265) so it is recognisable in pg_locks. Written in
// decimal: Postgres reads hex integer literals only from version 16.
const MIGRATION_LOCK_KEY = '28559210894553701';

/**
 * Creates or upgrades the `event_store` schema. Idempotent, and safe when several processes start at once: they
 * queue on an advisory lock and each later one finds nothing left to do.
 */
export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN');
    // Other starters queue behind this transaction's lock: never let a stuck process hold it for long.
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = '${IDLE_IN_TRANSACTION_TIMEOUT}'`);
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await client.query('CREATE SCHEMA IF NOT EXISTS event_store');
    await client.query(
      `CREATE TABLE IF NOT EXISTS event_store.migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT coalesce(max(version), 0)::integer AS version FROM event_store.migrations',
    );
    for (const [index, migration] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (version <= (rows[0]?.version ?? 0)) continue;
      await client.query(migration);
      await client.query('INSERT INTO event_store.migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A connection that failed mid-migration may be in any state (or still in the transaction): destroy it, which
    // also rolls the transaction back, rather than return it to the pool.
    client.release(failed);
  }
}
