// What changed between two positions, for the live feed (README.md here): the rows of the `activity` read model (one
// per event: its entity's kind and id, its stream and type, no personal data) in (after, upTo], each with who may hear
// of it (domain/src/live/live-topics.ts). Read from the query API's own database, whose projections have all reached
// `upTo`, so a client never hears of a change this replica cannot serve yet.
import { sql, type Kysely } from 'kysely';
import { liveAudienceOf, type LiveAudience } from '@app/domain/live/live-topics';
import type { ActivityKind } from '@app/domain/history/history-view';
import type { Position } from '@app/infra/event-store/position';
import type { QueryApiDatabase } from '../read-models/query-api-database';

export interface AudiencedChange {
  kind: ActivityKind;
  id: string;
  audience: LiveAudience;
}

/** The changes in order, or 'too-many' when there are more than `limit` of them (the client then refetches). */
export async function readChanges(
  db: Kysely<QueryApiDatabase>,
  range: { after: Position | undefined; upTo: Position },
  limit: number,
): Promise<AudiencedChange[] | 'too-many'> {
  const { after, upTo } = range;
  let query = db
    .selectFrom('read.activity')
    .select(['stream_id', 'type', 'kind', 'entity_id'])
    .where(sql<boolean>`(commit_position, prepare_position) <= (${upTo.commit.toString()}::bigint, ${upTo.prepare.toString()}::bigint)`);
  if (after) {
    query = query.where(sql<boolean>`(commit_position, prepare_position) > (${after.commit.toString()}::bigint, ${after.prepare.toString()}::bigint)`);
  }
  const rows = await query.orderBy('commit_position').orderBy('prepare_position').limit(limit + 1).execute();
  if (rows.length > limit) return 'too-many';
  const listed = await listedUserIdeas(
    db,
    rows.filter((row) => row.kind === 'ugi' || row.kind === 'ugp2p').map((row) => Number(row.entity_id)),
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.entity_id,
    audience: liveAudienceOf(
      { kind: row.kind, entityId: row.entity_id, streamId: row.stream_id, type: row.type },
      listed.has(Number(row.entity_id)),
    ),
  }));
}

/**
 * The members' ideas among `ids` the marketplace lists, or listed until this change deleted or archived them (published
 * and not private): everyone may hear of those (query-api/src/marketplace-index/idea-access.ts says who sees what).
 */
async function listedUserIdeas(db: Kysely<QueryApiDatabase>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('read.ideas')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('status', '=', 'Published')
    .where('private', '=', false)
    .execute();
  return new Set(rows.map((row) => row.id));
}
