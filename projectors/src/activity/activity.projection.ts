// The `activity` read model (GET /api/admin/activity): one row per recorded change of the platform, every aggregate's
// events but the view counts and the reservations (ACTIVITY_EVENT_TYPES). A row is what an entry needs that the
// event alone tells: its position, stream and revision, the entity (activityEntityOf), the actor's ref (actorRefOf),
// the description (describeEvent, which never reads sealed personal data) and the correlation; no personal data, so
// erasure has nothing to do here.
// A row's key is the event's position, so a page applied twice, or a rebuild from zero, writes the same rows.
import { sql, type Kysely } from 'kysely';
import { activityEntityOf, ACTIVITY_EVENT_TYPES } from '@app/domain/history/activity-kind';
import { describeEvent } from '@app/domain/history/describe-event';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import { actorRefOf } from '@app/domain/history/history-actor';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Projection } from '../runtime/projection';
import { insertRecordset } from '../runtime/recordset';
import { activityDeferredIndexes, activityMigrations } from './activity.migrations';
import type { ActivityDocumentsTable, ActivityProjectionDatabase, ActivityTable } from './activity.table';

export const activityProjection: Projection = {
  name: 'activity',
  // 2: document edits name the document's type. 3: the filter indexes are deferred (built once the rebuild caught up).
  // 4: five filter indexes instead of seven, over columns in the "C" collation. 5: four: the actor alone is read
  // through (actor, kind). 6: a member's generated idea is described without its title, which is their personal data
  // (sealed since then, and erased with them): the rows written before are rewritten without it.
  version: 6,
  eventTypes: ACTIVITY_EVENT_TYPES,
  tables: ['activity', 'activity_documents'],
  migrations: activityMigrations,
  deferredIndexes: activityDeferredIndexes,
  async apply(trx, events) {
    const added = events.filter((event) => ADDS_DOCUMENT.has(event.type));
    const documentTypes = await documentTypesOf(trx.withTables<ActivityProjectionDatabase>(), events, added);
    const rows = events.flatMap((event) => activityRow(event, documentTypes));
    const documents = added.map((event) => ({ document_id: documentIdOf(event), type: documentTypes.get(documentIdOf(event))! }));
    if (rows.length === 0 && documents.length === 0) return;
    // One statement for the page: its rows and the documents it added (remembered for the edits of later pages; again
    // for a page applied twice, which changes nothing). A page's rows are inserted only after the table's last one:
    // pages come in the store's order, so the table holds every row up to its last, and a page applied twice inserts
    // nothing. That check is one read of the primary key's end, where ON CONFLICT DO NOTHING inserts each row
    // speculatively (5,000-row inserts took 12-20% more of the server's time).
    await sql`
      WITH documents AS (${insertRecordset('activity_documents', DOCUMENT_COLUMNS, documents, sql`ON CONFLICT DO NOTHING`)}),
      last AS MATERIALIZED (SELECT commit_position, prepare_position FROM activity ORDER BY commit_position DESC, prepare_position DESC LIMIT 1)
      ${insertRecordset('activity', ACTIVITY_COLUMNS, rows, sql`WHERE NOT EXISTS (SELECT FROM last WHERE (last.commit_position, last.prepare_position) >= (r.commit_position, r.prepare_position))`)}`.execute(trx);
  },
};

const ACTIVITY_COLUMNS = {
  commit_position: 'bigint', prepare_position: 'bigint', event_id: 'text', stream_id: 'text', revision: 'bigint', at: 'text', type: 'text',
  kind: 'text', entity_id: 'text', actor_kind: 'text', actor_id: 'text', actor_label: 'text', description: 'text', correlation_id: 'text',
  causation_id: 'text',
} as const satisfies Record<keyof ActivityTable, string>;
const DOCUMENT_COLUMNS = { document_id: 'bigint', type: 'text' } as const satisfies Record<keyof ActivityDocumentsTable, string>;

const ADDS_DOCUMENT = new Set(['IdeaDocumentAdded', 'WorkspaceDocumentGenerated']);
const EDITS_DOCUMENT = new Set(['IdeaDocumentEdited', 'WorkspaceDocumentEdited']);

const documentIdOf = (event: RecordedEvent) => (event.data as { documentId: number }).documentId;

/** The types of the documents this page's edits name: added in the page itself, or remembered from an earlier one. */
async function documentTypesOf(db: Kysely<ActivityProjectionDatabase>, events: readonly RecordedEvent[], added: readonly RecordedEvent[]): Promise<Map<number, DocumentType>> {
  const types = new Map(added.map((event) => [documentIdOf(event), (event.data as { type: DocumentType }).type]));
  const earlier = [...new Set(events.filter((event) => EDITS_DOCUMENT.has(event.type)).map(documentIdOf))].filter((id) => !types.has(id));
  if (earlier.length > 0) {
    const known = await db.selectFrom('activity_documents').select(['document_id', 'type']).where('document_id', 'in', earlier.map(String)).execute();
    for (const { document_id, type } of known) types.set(Number(document_id), type);
  }
  return types;
}

/** The event's row; none for an event on a stream that is nobody's entity. */
function activityRow(event: RecordedEvent, documentTypes: ReadonlyMap<number, DocumentType>): ActivityTable[] {
  const entity = activityEntityOf(event.streamId, event.data);
  if (!entity) return [];
  const actor = actorRefOf(event);
  return [
    {
      commit_position: event.position.commit.toString(),
      prepare_position: event.position.prepare.toString(),
      event_id: event.id,
      stream_id: event.streamId,
      revision: event.revision.toString(),
      at: event.metadata.at,
      type: event.type,
      kind: entity.kind,
      entity_id: entity.entityId,
      actor_kind: actor.kind,
      actor_id: actor.id,
      actor_label: actor.kind === 'system' ? (actor.label ?? null) : null,
      description: describeEvent(event, EDITS_DOCUMENT.has(event.type) ? { documentType: documentTypes.get(documentIdOf(event)) } : {}),
      correlation_id: event.metadata.correlationId,
      causation_id: event.metadata.causationId,
    },
  ];
}
