// The people and system actors of history and activity entries, named from the users read model: an erased or
// deleted person reads as 'erased user'.
// CONTRACT STUB: the history engineer replaces the body; the signature stays.
import type { Kysely } from 'kysely';
import type { ActorRef } from '@app/domain/history/history-actor';
import type { HistoryActor } from '@app/domain/history/history-view';
import type { QueryApiDatabase } from './query-api-database';

/** Each distinct ref's actor, keyed by `actorKey(ref)`: one query for a whole page. */
export function resolveActors(_db: Kysely<QueryApiDatabase>, _refs: readonly ActorRef[]): Promise<Map<string, HistoryActor>> {
  return Promise.resolve(new Map());
}

export const actorKey = (ref: ActorRef) => `${ref.kind}:${ref.id}`;
