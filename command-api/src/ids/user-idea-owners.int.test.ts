// The owners of user ideas against a real Postgres: recorded at allocation, and backfilled from the events of ideas
// generated before the table existed.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { createDb, createPool } from '@app/infra/database/kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { comparePositions, type Position } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { migrateCommandApi } from '../app';
import type { CommandApiDatabase } from '../command-api-database';
import { allocateUserIdeaId, backfillUserIdeaOwners, ownerOfUserIdea } from './user-idea-owners';

let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let db: Kysely<CommandApiDatabase>;
let eventStore: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  await migrateEventStore(pool);
  eventStore = createPostgresEventStore({ pool });
  const shared = createDb(pool);
  await migrateCommandApi(shared);
  db = shared.withTables<CommandApiDatabase>();
});

afterAll(async () => {
  await eventStore.close();
  await pool.end();
  await database.drop();
});

/** A `UserIdeaGenerated` as an earlier release appended it, with no owner row; only the fields the backfill reads. */
async function generatedEarlier(userId: string, source: 'UGI' | 'UGP2P', ideaId: number): Promise<Position> {
  const metadata = { userId, commandId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), at: new Date().toISOString() };
  return (await eventStore.append(workspaceStreamId(userId), [{ id: uuidv7(), type: 'UserIdeaGenerated', data: { userId, ideaId, source }, metadata }])).position;
}

/**
 * $all shows an event once every transaction older than it has ended, in any database of the server (the test files
 * share one): events generated "before" are ones $all shows.
 */
async function visibleInAll(position: Position): Promise<void> {
  await vi.waitFor(
    async () => {
      const head = await eventStore.headPosition();
      expect(head !== undefined && comparePositions(head, position) >= 0).toBe(true);
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('user idea owners', () => {
  it('records the member with each id allocated, per source', async () => {
    const ugi = await allocateUserIdeaId(db, 'UGI', 'member-a');
    const ugp2p = await allocateUserIdeaId(db, 'UGP2P', 'member-b');
    expect(await ownerOfUserIdea(db, 'UGI', ugi)).toBe('member-a');
    expect(await ownerOfUserIdea(db, 'UGP2P', ugp2p)).toBe('member-b');
    expect(await ownerOfUserIdea(db, 'UGP2P', ugi)).toBeUndefined();
  });

  it('backfills the ideas generated before, from their events, and a second run changes nothing', async () => {
    await generatedEarlier('member-c', 'UGI', 150_000);
    await generatedEarlier('member-d', 'UGP2P', 250_000);
    await visibleInAll(await generatedEarlier('member-c', 'UGP2P', 150_000));
    await backfillUserIdeaOwners(db, eventStore);
    await backfillUserIdeaOwners(db, eventStore);
    expect(await ownerOfUserIdea(db, 'UGI', 150_000)).toBe('member-c');
    expect(await ownerOfUserIdea(db, 'UGP2P', 250_000)).toBe('member-d');
    expect(await ownerOfUserIdea(db, 'UGP2P', 150_000)).toBe('member-c');
    const rows = await db.selectFrom('command_api.user_idea_owners').select(({ fn }) => fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(5);
  });
});
