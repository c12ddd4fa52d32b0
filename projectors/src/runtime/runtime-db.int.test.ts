// The runtime's guard against a dead connection's 'error' event: one listener per client of the pool, however many
// runtimes are started over it one after another (each would otherwise add one: Node warns past ten).
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRuntimeDb } from './runtime-db';
import { openRuntimeTestKit, type RuntimeTestKit } from './testing/runtime-test-kit';

let kit: RuntimeTestKit;
let pool: pg.Pool;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  // One connection, so every runtime below checks out the same client.
  pool = new pg.Pool({ connectionString: kit.pool.options.connectionString, max: 1 });
});

afterAll(async () => {
  await pool?.end();
  await kit?.close();
});

it('adds one error listener to a client, however many runtimes check it out', async () => {
  const listeners = async () => {
    const client = await pool.connect();
    try {
      return client.listenerCount('error');
    } finally {
      client.release();
    }
  };
  const unguarded = await listeners();
  for (let runtime = 0; runtime < 12; runtime++) await sql`SELECT 1`.execute(createRuntimeDb(pool));
  expect(await listeners()).toBe(unguarded + 1);
});
