// What admins read of the audit trail (docs/product.md "Admin: History and activity"): an entity's history, the
// platform's activity, and an entity as it was at an instant. The event store is the trail: every entry is one recorded
// event, described for a person.
import type { DocumentType, IdeaStatus, IdeaType } from '../ideas/idea-enumerations';
import type { IdeaContent } from '../ideas/idea-fields';
import type { Role } from '../shared/roles';
import type { TrendSource, TrendType } from '../trends/trend-view';
import type { CopyFields, UserIdeaSource } from '../workspace/workspace-fields';

/** `GET /api/admin/history/{kind}/{id}`: the kinds of entity with a history, and the stream each one reads. */
export const HISTORY_KINDS = ['ideas', 'users', 'trends', 'ugi', 'ugp2p', 'workspaces'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** `GET /api/admin/{kind}/{id}/as-of?at=`: the kinds that can be shown as they were. */
export const AS_OF_KINDS = ['ideas', 'users', 'trends', 'ugi', 'ugp2p'] as const satisfies readonly HistoryKind[];
export type AsOfKind = (typeof AS_OF_KINDS)[number];

/**
 * `GET /api/admin/activity?kind=`: every kind of change on the platform. The history kinds, plus the streams that are
 * nobody's entity: the system prompts, admins' AI jobs, checkouts and subscriptions, projections (rebuilds, skips),
 * Studio applications.
 */
export const ACTIVITY_KINDS = [...HISTORY_KINDS, 'prompts', 'jobs', 'payments', 'projections', 'studio-applications'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Entries per page: `limit` defaults to 50 and may be at most 200. */
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;

/**
 * Who caused an event. A person by their account; the platform itself as a named system actor: `seed` (the first
 * start's content and accounts), `webhook` (the payment provider's deliveries), `job` (an admin's AI job), `platform`
 * (what no account caused otherwise: the view counter, an operator's command line, a signed-out visitor's form).
 */
export const SYSTEM_ACTORS = ['seed', 'webhook', 'job', 'platform'] as const;
export type SystemActor = (typeof SYSTEM_ACTORS)[number];

export type HistoryActor =
  | {
      kind: 'user';
      /** The account's id. */
      id: string;
      /** Null once the person is erased (crypto-shredded) or deleted. */
      email: string | null;
      username: string | null;
      /** What a person reads: the email, or 'erased user' (ERASED_USER_LABEL) once the personal data is gone. */
      label: string;
    }
  | {
      kind: 'system';
      id: SystemActor;
      /** 'Seed', 'Stripe checkout' / 'Local checkout', 'AI job', 'View counter', 'Operator <who>', 'Visitor'. */
      label: string;
    };

/** How an erased (crypto-shredded) or deleted person reads everywhere: never their old email or username. */
export const ERASED_USER_LABEL = 'erased user';

/**
 * How a text reads once the person it belongs to is erased (a member's idea, edits, documents, power-ups: sealed
 * under their key, domain/src/workspace/workspace-events.ts): in records, their changes and as-of views.
 */
export const ERASED_TEXT = '(erased)';

/**
 * One field's change. `field` is the entity's field name (`title`, `role`, `stamp`, `publication`, ...); a document's
 * text is `document:<Document type>` (e.g. `document:Business Plan`) with the markdown as `from` and `to`, which the
 * screen shows as a text diff. `from` is null for a value that did not exist before; values are JSON.
 */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  eventId: string;
  /** The event's global position, as `formatPosition` writes it. */
  position: string;
  streamId: string;
  /** The event's revision in its stream. */
  revision: number;
  /** When it happened (ISO-8601): the event's metadata `at`. */
  at: string;
  /** The event type, e.g. `IdeaStamped`. */
  type: string;
  /**
   * One line for a person, the actor included where a person acted: 'Stamp set to Crazy by admin@example.com',
   * 'Role changed from FREE to PREMIUM by Stripe checkout', 'Published by admin@…'. Built by `entrySummary`.
   */
  summary: string;
  actor: HistoryActor;
  /** Field-level changes, in the entity's fields; empty for events that change no field (a login). */
  changes: FieldChange[];
  /**
   * Links the entry to the request or job that caused it (the job's id for a job's writes, the provider's event id for
   * the webhook's).
   */
  correlationId: string;
  causationId: string;
}

/** `GET /api/admin/history/{kind}/{id}?before=&limit=`: newest first. `next` is the `before` of the next page. */
export interface HistoryPage {
  kind: HistoryKind;
  id: string;
  entries: HistoryEntry[];
  next: string | null;
}

/** One entry of the platform's activity: as in a history, without the field-level changes. */
export interface ActivityEntry extends Omit<HistoryEntry, 'changes'> {
  kind: ActivityKind;
  /** The entity's id within its kind (an idea id, a user id, a trend id, a job id, a projection name). */
  entityId: string;
}

/**
 * `GET /api/admin/activity?actor=&kind=&type=&before=&limit=`: newest first; `next` is the `before` of the next page.
 */
export interface ActivityPage {
  entries: ActivityEntry[];
  next: string | null;
}

/** A platform idea as it was: everything an edit can restore, its state and its documents' text. */
export interface IdeaRecord extends IdeaContent {
  ideaId: number;
  type: IdeaType;
  batchNumber: number | null;
  stamp: string | null;
  publication: IdeaStatus;
  autoDeleteActivatedAt: string | null;
  archived: boolean;
  deleted: boolean;
  createdAt: string;
  /** The text of each document by type, with its id. */
  documents: Partial<Record<DocumentType, { documentId: number; content: string }>>;
}

/** An account as it was. Never a password hash, a session or a token. */
export interface UserRecord {
  userId: string;
  /** Null once erased (and 'erased user' is shown). */
  email: string | null;
  username: string | null;
  role: Role;
  emailVerified: boolean;
  deleted: boolean;
  registeredAt: string;
}

export interface TrendRecord {
  trendId: number;
  title: string;
  description: string;
  type: TrendType;
  source: TrendSource;
  createdAt: string;
  ideaIds: number[];
  deleted: boolean;
}

/**
 * A workspace idea's fields as a record shows them. Once erased, every text reads ERASED_TEXT, lists are empty, and
 * the type, sealed with the rest, is null.
 */
export type RecordedIdeaFields = Omit<CopyFields, 'type'> & { type: IdeaType | null };

/** A member's generated idea (UGI / UGP2P) as it was, with the documents of the creator's copy. */
export interface UserIdeaRecord extends RecordedIdeaFields {
  ideaId: number;
  source: UserIdeaSource;
  creatorId: string;
  private: boolean;
  publication: IdeaStatus;
  stamp: string | null;
  deleted: boolean;
  createdAt: string;
  documents: Partial<Record<DocumentType, { documentId: number; content: string }>>;
}

export interface AsOfRecords {
  ideas: IdeaRecord;
  users: UserRecord;
  trends: TrendRecord;
  ugi: UserIdeaRecord;
  ugp2p: UserIdeaRecord;
}

/** `GET /api/admin/{kind}/{id}/as-of?at=<ISO-8601>`: 404 when the entity did not exist yet at `at`. */
export interface AsOfView<K extends AsOfKind = AsOfKind> {
  kind: K;
  id: string;
  /** The instant asked for, as ISO-8601. */
  at: string;
  /** The last event folded: its revision, position and time. */
  revision: number;
  position: string;
  changedAt: string;
  entity: AsOfRecords[K];
}

/** `POST /api/admin/projections/{name}/rebuild` answers 202 with this. */
export interface RebuildStarted {
  name: string;
  version: number;
  generation: number;
  status: 'building';
}
