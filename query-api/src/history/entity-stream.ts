// Where an entity's history is recorded and how its record is folded: one stream read by its id, so a history costs
// the same at a million events in the store as at a thousand. A member's generated idea (UGI / UGP2P) lives in its
// creator's workspace stream beside their other ideas, so its creator is looked up first, in the admin's ideas read
// model, and only the events about the idea count.
import type { Kysely } from 'kysely';
import type { RecordTracker } from '@app/domain/history/record-tracker';
import { ideaRecordFold } from '@app/domain/history/idea-record';
import { trackRecord } from '@app/domain/history/record-tracker';
import { trendRecordFold } from '@app/domain/history/trend-record';
import { userRecordFold } from '@app/domain/history/user-record';
import { trackUserIdea, trackWorkspace } from '@app/domain/history/workspace-records';
import type { HistoryKind } from '@app/domain/history/history-view';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { NotFound } from '@app/domain/shared/errors';
import { TREND_NOT_FOUND } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { USER_NOT_FOUND } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { USER_IDEA_NOT_FOUND } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { QueryApiDatabase } from '../read-models/query-api-database';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';

/** A stored event as the history reads it: upcast, personal data opened (or null once erased). */
export interface StoredEvent {
  type: string;
  data: unknown;
}

export interface EntityStream {
  streamId: string;
  /** A fresh tracker of the entity's record for one pass over the stream. */
  track: () => RecordTracker<StoredEvent, object>;
  /** The 404's message when the stream holds nothing about the entity. */
  notFound: string;
}

/** The domain's trackers take the domain's events: the stream holds exactly those, upcast to their current shapes. */
const storeTracker =
  <E, R extends object>(track: () => RecordTracker<E, R>) =>
  (): RecordTracker<StoredEvent, R> => {
    const tracker = track();
    return { apply: (event) => tracker.apply(event as unknown as E), current: () => tracker.current() };
  };

/** `id` is already checked to be of the kind's form (a whole number, or a user's UUID). */
export async function entityStream(db: Kysely<QueryApiDatabase>, kind: HistoryKind, id: string): Promise<EntityStream> {
  switch (kind) {
    case 'ideas':
      return { streamId: ideaStreamId(Number(id)), track: storeTracker(() => trackRecord(ideaRecordFold)), notFound: IDEA_NOT_FOUND };
    case 'users':
      return { streamId: userStreamId(id), track: storeTracker(() => trackRecord(userRecordFold)), notFound: USER_NOT_FOUND };
    case 'trends':
      return { streamId: trendStreamId(Number(id)), track: storeTracker(() => trackRecord(trendRecordFold)), notFound: TREND_NOT_FOUND };
    case 'workspaces':
      return { streamId: workspaceStreamId(id), track: storeTracker(trackWorkspace), notFound: WORKSPACE_NOT_FOUND };
    case 'ugi':
    case 'ugp2p': {
      const source: UserIdeaSource = kind === 'ugi' ? 'UGI' : 'UGP2P';
      const ideaId = Number(id);
      const row = await db.selectFrom('read.admin_ideas').select('creator_id').where('source', '=', source).where('id', '=', ideaId).executeTakeFirst();
      if (!row) throw new NotFound(USER_IDEA_NOT_FOUND);
      return { streamId: workspaceStreamId(row.creator_id), track: storeTracker(() => trackUserIdea(source, ideaId)), notFound: USER_IDEA_NOT_FOUND };
    }
  }
}
