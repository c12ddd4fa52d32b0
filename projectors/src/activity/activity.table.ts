// The `activity` read model: one row per recorded change of the platform (GET /api/admin/activity), newest first by
// the store's global position. No personal data: the actor is an account id (or a system actor), named when read from
// the users read model, so an erased person reads as 'erased user' without this table changing.
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { ActivityKind } from '@app/domain/history/history-view';

export interface ActivityTable {
  /** The event's global position (`formatPosition` writes `<commit>-<prepare>`); bigints, read as text. */
  commit_position: string;
  prepare_position: string;
  event_id: string;
  stream_id: string;
  /** The event's revision in its stream; bigint, read as text. */
  revision: string;
  /** The event's metadata `at`, as recorded (ISO-8601), so the entry reads the same as in the entity's history. */
  at: string;
  type: string;
  kind: ActivityKind;
  entity_id: string;
  actor_kind: 'user' | 'system';
  /** The account's id, or the system actor's name. */
  actor_id: string;
  /** A system actor's closer name where the event tells ('Local checkout', 'Operator ops'); null otherwise. */
  actor_label: string | null;
  /** `describeEvent`'s line, without the actor (added when read, once the actor is named). */
  description: string;
  correlation_id: string;
  causation_id: string;
}

/**
 * Each document's type, from the event that added it: an edit names only the document's id, and its entry reads
 * 'Pitch Deck rewritten' as the entity's history does. Document ids are unique among platform and member documents.
 */
export interface ActivityDocumentsTable {
  /** bigint, read as text. */
  document_id: string;
  type: DocumentType;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type ActivityProjectionDatabase = {
  activity: ActivityTable;
  activity_documents: ActivityDocumentsTable;
};

/** What readers query: the view onto the active generation (a type, not an interface: `withTables` takes it). */
export type ActivityReadDatabase = {
  'read.activity': ActivityTable;
};
