// User idea ids: allocated from their sequence together with the member whose workspace will hold the idea, so the
// admin's curation (which names only the idea) finds its stream (`workspace-<userId>`) without a projection.
import type { Kysely } from 'kysely';
import type { UserIdeaGenerated } from '@app/domain/workspace/workspace-events';
import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import type { CommandApiDatabase } from '../command-api-database';
import { nextId, type IdSequence } from './id-sequences';

const TABLE = 'command_api.user_idea_owners' as const;

const GENERATED: UserIdeaGenerated['type'] = 'UserIdeaGenerated';
const ID_SEQUENCE = { UGI: 'ugi_ids', UGP2P: 'ugp2p_ids' } as const satisfies Record<UserIdeaSource, IdSequence>;

interface UserIdeaOwner {
  source: UserIdeaSource;
  ideaId: number;
  userId: string;
}

/** A fresh id for a user idea of `source`, recorded as `userId`'s. */
export async function allocateUserIdeaId(db: Kysely<CommandApiDatabase>, source: UserIdeaSource, userId: string): Promise<number> {
  const ideaId = await nextId(db, ID_SEQUENCE[source]);
  await recordUserIdeaOwners(db, [{ source, ideaId, userId }]);
  return ideaId;
}

async function recordUserIdeaOwners(db: Kysely<CommandApiDatabase>, owners: readonly UserIdeaOwner[]): Promise<void> {
  if (owners.length === 0) return;
  const rows = owners.map(({ source, ideaId, userId }) => ({ source, idea_id: ideaId, user_id: userId }));
  await db.insertInto(TABLE).values(rows).onConflict((conflict) => conflict.columns(['source', 'idea_id']).doNothing()).execute();
}

/** The member whose workspace holds the user idea, or undefined for an id never allocated. */
export async function ownerOfUserIdea(db: Kysely<CommandApiDatabase>, source: UserIdeaSource, ideaId: number): Promise<string | undefined> {
  const row = await db.selectFrom(TABLE).select('user_id').where('source', '=', source).where('idea_id', '=', ideaId).executeTakeFirst();
  return row?.user_id;
}

/** Every user idea's id, by the member whose workspace holds it. */
export async function userIdeasByOwner(db: Kysely<CommandApiDatabase>): Promise<Map<string, number[]>> {
  const rows = await db.selectFrom(TABLE).select(['user_id', 'idea_id']).orderBy('user_id').orderBy('idea_id').execute();
  const owners = new Map<string, number[]>();
  // The column is a bigint, which the driver reads as text.
  for (const { user_id, idea_id } of rows) owners.set(user_id, [...(owners.get(user_id) ?? []), Number(idea_id)]);
  return owners;
}

/**
 * Records the owners of the user ideas generated before the table existed, from their `UserIdeaGenerated` events.
 * Run at every start: it reads only that event type, and a row already there is left as it is.
 */
export async function backfillUserIdeaOwners(db: Kysely<CommandApiDatabase>, eventStore: EventStore): Promise<void> {
  let after: Position | undefined;
  for (;;) {
    const page = await eventStore.readAll({ after, eventTypes: [GENERATED] });
    // `ideaId`, `source` and `userId` are never sealed (only a payload's `personal` field is), so no vault is needed.
    await recordUserIdeaOwners(
      db,
      page.events.map(({ data }) => {
        const { source, ideaId, userId } = data as UserIdeaGenerated['data'];
        return { source, ideaId, userId };
      }),
    );
    if (page.atEnd || !page.next) return;
    after = page.next;
  }
}
