// The people and system actors of history and activity entries, named from the users read model: an erased or
// deleted person reads as 'erased user' (the read model nulls their email and username; a deleted account whose
// row still had them is named the same way, never by its old email).
import type { Kysely } from 'kysely';
import { SYSTEM_ACTOR_LABELS, type ActorRef } from '@app/domain/history/history-actor';
import { ERASED_USER_LABEL, type HistoryActor } from '@app/domain/history/history-view';
import type { QueryApiDatabase } from './query-api-database';

/** Each distinct ref's actor, keyed by `actorKey(ref)`: one query for a whole page. */
export async function resolveActors(db: Kysely<QueryApiDatabase>, refs: readonly ActorRef[]): Promise<Map<string, HistoryActor>> {
  const userIds = [...new Set(refs.flatMap((ref) => (ref.kind === 'user' ? [ref.id] : [])))];
  const rows = userIds.length
    ? await db.selectFrom('read.users').select(['id', 'email', 'username', 'deleted_at']).where('id', 'in', userIds).execute()
    : [];
  const accounts = new Map(rows.map((row) => [row.id, row]));
  const actors = new Map<string, HistoryActor>();
  for (const ref of refs) {
    if (ref.kind === 'system') {
      actors.set(actorKey(ref), { kind: 'system', id: ref.id, label: ref.label ?? SYSTEM_ACTOR_LABELS[ref.id] });
      continue;
    }
    const account = accounts.get(ref.id);
    if (account && (account.deleted_at !== null || account.email === null)) {
      actors.set(actorKey(ref), { kind: 'user', id: ref.id, email: null, username: null, label: ERASED_USER_LABEL });
    } else {
      // An account the read model has not caught up with yet is named by its id until it has.
      actors.set(actorKey(ref), { kind: 'user', id: ref.id, email: account?.email ?? null, username: account?.username ?? null, label: account?.email ?? ref.id });
    }
  }
  return actors;
}

export const actorKey = (ref: ActorRef) => (ref.kind === 'system' && ref.label !== undefined ? `system:${ref.id}:${ref.label}` : `${ref.kind}:${ref.id}`);
