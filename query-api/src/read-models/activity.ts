// The platform's activity (GET /api/admin/activity), newest first, from the `activity` read model: keyset pages by
// position, under any filter read off one index in order, or for the actor alone one range per kind, merged
// (projectors/src/activity/activity.migrations.ts). The actors are named here, from the users read model, so an
// erased person reads as 'erased user'.
import { sql, type Kysely, type Selectable } from 'kysely';
import { entrySummary, type ActorRef } from '@app/domain/history/history-actor';
import { ACTIVITY_KINDS, SYSTEM_ACTORS, type ActivityEntry, type ActivityKind, type ActivityPage, type SystemActor } from '@app/domain/history/history-view';
import { formatPosition, type Position } from '@app/infra/event-store/position';
import type { ActivityTable } from '@app/projectors/activity/activity.table';
import { actorKey, resolveActors } from './history-actors';
import type { QueryApiDatabase } from './query-api-database';

export interface ActivityFilter {
  /** The actor's id as the activity stores it (an account id, or a system actor's name); undefined for anyone. */
  actorId: string | undefined;
  kind: ActivityKind | undefined;
  type: string | undefined;
  /** Only entries older than this position (the `next` of the previous page). */
  before: Position | undefined;
  limit: number;
}

export async function readActivity(db: Kysely<QueryApiDatabase>, filter: ActivityFilter): Promise<ActivityPage> {
  // One row more than the page tells whether there is a next one.
  const wanted = filter.limit + 1;
  const rows =
    filter.actorId !== undefined && filter.kind === undefined && filter.type === undefined
      ? await newestOfActor(db, filter.actorId, filter.before, wanted)
      : await newestRows(db, filter, wanted).execute();
  const page = rows.slice(0, filter.limit);
  const refs = page.map(actorRefOfRow);
  const actors = await resolveActors(db, refs);
  const entries = page.map((row, index): ActivityEntry => {
    const actor = actors.get(actorKey(refs[index]!))!;
    return {
      eventId: row.event_id,
      position: formatPosition({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }),
      streamId: row.stream_id,
      revision: Number(row.revision),
      at: row.at,
      type: row.type,
      summary: entrySummary(row.description, actor),
      actor,
      correlationId: row.correlation_id,
      causationId: row.causation_id,
      kind: row.kind,
      entityId: row.entity_id,
    };
  });
  return { entries, next: rows.length > filter.limit ? (entries.at(-1)?.position ?? null) : null };
}

/** The newest `limit` rows passing the filters, older than `before`: one index range read backwards (the filters'). */
function newestRows(db: Kysely<QueryApiDatabase>, filter: Omit<ActivityFilter, 'limit'>, limit: number) {
  const { before } = filter;
  let query = db.selectFrom('read.activity').selectAll();
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (before !== undefined) {
    // A row comparison, so the index's (…, commit_position, prepare_position) order is one range scan.
    query = query.where(sql<boolean>`(commit_position, prepare_position) < (${before.commit.toString()}::bigint, ${before.prepare.toString()}::bigint)`);
  }
  return query.orderBy('commit_position', 'desc').orderBy('prepare_position', 'desc').limit(limit);
}

/**
 * The actor's newest rows: the newest positions of each kind through the (actor, kind) index, merged, then only those
 * rows read. Every row has one of the kinds, so nothing is missed, and each range stops after `limit` index entries
 * however many the actor has.
 */
async function newestOfActor(db: Kysely<QueryApiDatabase>, actorId: string, before: Position | undefined, limit: number) {
  const ranges = ACTIVITY_KINDS.map(
    (kind) => sql`(${newestRows(db, { actorId, kind, type: undefined, before }, limit).clearSelect().select(['commit_position', 'prepare_position'])})`,
  );
  const { rows } = await sql<Selectable<ActivityTable>>`
    SELECT a.* FROM (
      SELECT * FROM (${sql.join(ranges, sql` UNION ALL `)}) AS ranges ORDER BY commit_position DESC, prepare_position DESC LIMIT ${limit}
    ) AS newest JOIN read.activity a USING (commit_position, prepare_position)
    ORDER BY a.commit_position DESC, a.prepare_position DESC`.execute(db);
  return rows;
}

function actorRefOfRow(row: Pick<ActivityTable, 'actor_kind' | 'actor_id' | 'actor_label'>): ActorRef {
  if (row.actor_kind === 'user') return { kind: 'user', id: row.actor_id };
  const id = row.actor_id as SystemActor;
  return row.actor_label === null ? { kind: 'system', id } : { kind: 'system', id, label: row.actor_label };
}

/**
 * The actor id an `actor` parameter names: a system actor's name, or an account by its id, email or username (exact,
 * any case). Undefined when it names nobody, who has done nothing. A name is looked up in the users read model, so
 * an erased person's old email or username names nobody.
 */
export async function actorIdNamed(db: Kysely<QueryApiDatabase>, actor: string): Promise<string | undefined> {
  const named = actor.toLowerCase();
  if ((SYSTEM_ACTORS as readonly string[]).includes(named)) return named;
  const account = await db
    .selectFrom('read.users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', named), eb(eb.fn('lower', ['email']), '=', named), eb(eb.fn('lower', ['username']), '=', named)]))
    .limit(1)
    .executeTakeFirst();
  return account?.id;
}
