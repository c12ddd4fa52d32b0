// An entity's history and the entity as it was, read from the event store (docs/product.md "Admin: History and
// activity"): the entity's stream, upcast and with its personal data opened as every reader opens it
// (infra/src/event-store/load-aggregate.ts), folded into the entity's record event by event, so each entry carries what
// it changed.
import type { Kysely } from 'kysely';
import { describeEvent } from '@app/domain/history/describe-event';
import { actorRefOf, entrySummary } from '@app/domain/history/history-actor';
import type { AsOfKind, AsOfRecords, AsOfView, FieldChange, HistoryEntry, HistoryKind, HistoryPage } from '@app/domain/history/history-view';
import { namedDocumentType } from '@app/domain/history/document-texts';
import { changedDocumentType } from '@app/domain/history/record-diff';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import { NotFound } from '@app/domain/shared/errors';
import { upcast } from '@app/domain/shared/upcasters';
import { StreamNotFound } from '@app/infra/event-store/errors';
import type { EventStore, RecordedEvent } from '@app/infra/event-store/event-store';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { erasedPersonalField, openPersonalFields } from '@app/infra/personal-data/personal-field';
import { formatPosition } from '@app/infra/event-store/position';
import { actorKey, resolveActors } from '../read-models/history-actors';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import { entityStream, type EntityStream } from './entity-stream';

export interface HistoryDeps {
  db: Kysely<QueryApiDatabase>;
  eventStore: EventStore;
  /** Opens sealed personal data: erased data opens as null. */
  personalData: PersonalDataVault;
}

/** The kind's singular name for messages. */
const ENTITY_NAMES: Record<AsOfKind, string> = { ideas: 'Idea', users: 'User', trends: 'Trend', ugi: 'UGI idea', ugp2p: 'UGP2P idea' };


async function readEntityEvents(deps: HistoryDeps, stream: EntityStream): Promise<RecordedEvent[]> {
  let recorded: RecordedEvent[];
  try {
    recorded = await deps.eventStore.readStream(stream.streamId);
  } catch (error) {
    if (error instanceof StreamNotFound) throw new NotFound(stream.notFound);
    throw error;
  }
  // A deleted person's stream reads as erased whether or not the erasure of their key has happened yet: erasure
  // follows the deletion, and nothing of the email or username may show in between. Any other stream's personal data
  // (a member's workspace texts) is opened as every reader opens it: erased reads as null, old clear text included.
  // A workspace's events all carry sealed texts: the stream's keys are read in one query.
  const deleted = recorded.some((event) => event.type === 'UserDeleted');
  const events = recorded.map(upcast);
  const data = deleted ? events.map((event) => erasedPersonalField(event.data)) : await openPersonalFields(deps.personalData, events.map((event) => event.data));
  return events.map((event, index) => ({ ...event, data: data[index] }));
}

interface Paging {
  /** Only entries older than this revision of the stream (the cursor of the previous page). */
  before: number | undefined;
  limit: number;
}

/**
 * Every change the entity's events made to its record, oldest first, each with when it was recorded and by no one:
 * what a member may read of an idea they saved (docs/product.md "Analytics").
 */
export async function readEntityChanges(deps: HistoryDeps, kind: HistoryKind, id: string): Promise<{ at: string; changes: FieldChange[] }[]> {
  const stream = await entityStream(deps.db, kind, id);
  const tracker = stream.track();
  return (await readEntityEvents(deps, stream)).flatMap((event) => {
    const changes = tracker.apply(event);
    return changes === null ? [] : [{ at: event.metadata.at, changes }];
  });
}

/** `GET /api/admin/history/{kind}/{id}`: newest first. */
export async function readHistoryPage(deps: HistoryDeps, kind: HistoryKind, id: string, { before, limit }: Paging): Promise<HistoryPage> {
  const stream = await entityStream(deps.db, kind, id);
  const events = await readEntityEvents(deps, stream);
  const tracker = stream.track();
  const folded: { event: RecordedEvent; changes: FieldChange[]; documentType: DocumentType | undefined }[] = [];
  for (const event of events) {
    // What an event changed depends only on the events before it: the newer ones need not be folded.
    if (before !== undefined && event.revision >= BigInt(before)) break;
    const changes = tracker.apply(event);
    if (changes !== null) folded.push({ event, changes, documentType: changedDocumentType(changes) ?? namedDocumentType(tracker.current(), event.data) });
  }
  if (folded.length === 0 && before === undefined) throw new NotFound(stream.notFound);
  const page = folded.slice(-limit).reverse();
  const refs = page.map(({ event }) => actorRefOf(event));
  const actors = await resolveActors(deps.db, refs);
  const entries = page.map(({ event, changes, documentType }, index): HistoryEntry => {
    const actor = actors.get(actorKey(refs[index]!))!;
    return {
      eventId: event.id,
      position: formatPosition(event.position),
      streamId: event.streamId,
      revision: Number(event.revision),
      at: event.metadata.at,
      type: event.type,
      // The line names what the fold found changed, as `changes` does (docs/architecture.md "Audit trail").
      summary: entrySummary(describeEvent(event, { ...(documentType ? { documentType } : {}), changedFields: changes.map((change) => change.field) }), actor),
      actor,
      changes,
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
    };
  });
  const oldest = entries.at(-1);
  return { kind, id, entries, next: folded.length > limit && oldest ? String(oldest.revision) : null };
}

/** `GET /api/admin/{kind}/{id}/as-of?at=`: the record folded from the events recorded at or before `at`. */
export async function readAsOf<K extends AsOfKind>(deps: HistoryDeps, kind: K, id: string, at: Date): Promise<AsOfView<K>> {
  const stream = await entityStream(deps.db, kind, id);
  const events = await readEntityEvents(deps, stream);
  const tracker = stream.track();
  let last: RecordedEvent | undefined;
  for (const event of events) {
    if (Date.parse(event.metadata.at) > at.getTime()) continue;
    if (tracker.apply(event) !== null) last = event;
  }
  const entity = tracker.current();
  if (!last || !entity) throw new NotFound(`${ENTITY_NAMES[kind]} ${id} did not exist yet at ${at.toISOString()}`);
  return {
    kind,
    id,
    at: at.toISOString(),
    revision: Number(last.revision),
    position: formatPosition(last.position),
    changedAt: last.metadata.at,
    entity: entity as AsOfRecords[K],
  };
}
