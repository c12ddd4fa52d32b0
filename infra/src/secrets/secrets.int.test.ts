import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../database/kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { loadOrCreateSecret } from './secrets';
import type { SecretsDatabase } from './secrets.table';

let database: TestDatabase;
const pools: ReturnType<typeof createPool>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const pool of pools) await pool.end();
  await database?.drop();
});

function open() {
  const pool = createPool(database.url, 4);
  pools.push(pool);
  return createDb<SecretsDatabase>(pool);
}

describe('server secrets', () => {
  it('are created once and then read back the same, by any process, even when asked for at the same time', async () => {
    const [first, second] = await Promise.all([loadOrCreateSecret(open(), 'share-link'), loadOrCreateSecret(open(), 'share-link')]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect((await loadOrCreateSecret(open(), 'share-link')).equals(first)).toBe(true);
    expect((await loadOrCreateSecret(open(), 'another')).equals(first)).toBe(false);
  });
});
