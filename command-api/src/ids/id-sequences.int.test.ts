// The id sequences against a real Postgres: platform idea ids step over the user ideas' and copies' ranges.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '@app/infra/database/kysely';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { migrateCommandApi } from '../app';
import type { CommandApiDatabase } from '../command-api-database';
import { nextId, nextIds } from './id-sequences';

let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let db: Kysely<CommandApiDatabase>;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  const shared = createDb(pool);
  await migrateCommandApi(shared);
  db = shared.withTables<CommandApiDatabase>();
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

/** Puts the platform ideas' sequence back, so each test starts just below the range. */
const lastIssued = (id: number) => sql`SELECT setval('command_api.platform_idea_ids', ${id})`.execute(db);

describe('platform idea ids', () => {
  it('go on at 1000000 when they reach 100000, so they never name a user idea or a copy', async () => {
    await lastIssued(99_998);
    expect(await nextIds(db, 'platform_idea_ids', 3)).toEqual([99_999, 1_000_000, 1_000_001]);
    expect(await nextId(db, 'platform_idea_ids')).toBe(1_000_002);
  });

  it('skip the range for callers crossing it at the same time, never handing out an id twice', async () => {
    // A race: a jump read, then set, could set back a sequence another caller had just drawn from. Several rounds.
    for (let round = 0; round < 10; round++) {
      await lastIssued(99_990);
      const ids = (await Promise.all(Array.from({ length: 20 }, () => nextId(db, 'platform_idea_ids')))).sort((a, b) => a - b);
      expect(new Set(ids).size).toBe(20);
      expect(ids.slice(0, 9)).toEqual([99_991, 99_992, 99_993, 99_994, 99_995, 99_996, 99_997, 99_998, 99_999]);
      expect(ids.slice(9).every((id) => id >= 1_000_000)).toBe(true);
    }
  });

  it('leave the user ideas their own range', async () => {
    expect(await nextId(db, 'ugi_ids')).toBe(100_000);
    expect(await nextId(db, 'ugp2p_ids')).toBe(200_000);
  });
});
