// A member's workspace stream folded into records: each copy in it (`CopyRecord`) and each idea the member generated
// (`UserIdeaRecord`, what the admin curates). The creator's own copy of a generated idea is that idea's text: editing
// it or writing its documents changes the idea's record too. Folded in place, as `evolveWorkspace` is and for the
// same reason (a stream of thousands of ideas): the maps change, the records in them are replaced, never changed, so
// a record read before an event can be compared with the one after it. The texts are the member's personal data:
// once they are erased (`personal` opens as null) they read ERASED_TEXT, and the rest of the record stays.
import type { PowerUpType } from '../workspace/power-ups';
import type { WorkspaceEvent } from '../workspace/workspace-events';
import { copyKindOf, type CopyFields, type CopyKind, type UserIdeaSource } from '../workspace/workspace-fields';
import { userIdeaKey } from '../workspace/workspace-state';
import { addDocument, rewriteDocument, type DocumentTexts } from './document-texts';
import { ERASED_TEXT, type FieldChange, type RecordedIdeaFields, type UserIdeaRecord } from './history-view';
import { diffRecords } from './record-diff';
import type { RecordTracker } from './record-tracker';

/** A copy in a member's workspace as it was: a platform idea's, someone's user idea's, or the creator's own. */
export interface CopyRecord extends RecordedIdeaFields {
  copyId: number;
  kind: CopyKind;
  originalId: number;
  addedAt: string;
  documents: DocumentTexts;
  powerUps: Partial<Record<PowerUpType, { powerUpId: number; content: string }>>;
}

interface WorkspaceRecords {
  copies: Map<number, CopyRecord>;
  /** By `userIdeaKey(source, ideaId)`. */
  userIdeas: Map<string, UserIdeaRecord>;
  /** The user idea whose creator's own copy this is, by copy id. */
  userIdeaOfCopy: Map<number, string>;
  copyOfDocument: Map<number, number>;
}

/** What an event is about: the copy it changes, and the user idea (curated, or changed through its own copy). */
interface Subject {
  copyId: number | null;
  userIdea: string | null;
}

const newRecords = (): WorkspaceRecords => ({ copies: new Map(), userIdeas: new Map(), userIdeaOfCopy: new Map(), copyOfDocument: new Map() });

function subjectOf(records: WorkspaceRecords, event: WorkspaceEvent): Subject {
  const ofCopy = (copyId: number | undefined): Subject =>
    copyId === undefined ? { copyId: null, userIdea: null } : { copyId, userIdea: records.userIdeaOfCopy.get(copyId) ?? null };
  switch (event.type) {
    case 'UserIdeaGenerated':
      return { copyId: event.data.copyId, userIdea: userIdeaKey(event.data.source, event.data.ideaId) };
    case 'IdeaSavedToWorkspace':
      return { copyId: event.data.copyId, userIdea: null };
    case 'WorkspaceIdeaEdited':
    case 'WorkspaceDocumentGenerated':
      return ofCopy(event.data.copyId);
    case 'WorkspaceDocumentEdited':
      return ofCopy(records.copyOfDocument.get(event.data.documentId));
    case 'PowerUpGenerated':
      // Power-ups belong to the member's copy, not to the idea the admin curates.
      return { copyId: event.data.copyId, userIdea: null };
    default:
      return { copyId: null, userIdea: userIdeaKey(event.data.source, event.data.ideaId) };
  }
}

const ERASED_FIELDS: RecordedIdeaFields = {
  title: ERASED_TEXT,
  description: ERASED_TEXT,
  category: ERASED_TEXT,
  businessModel: ERASED_TEXT,
  marketSize: ERASED_TEXT,
  competition: ERASED_TEXT,
  problem: ERASED_TEXT,
  solution: ERASED_TEXT,
  differentiation: ERASED_TEXT,
  goToMarket: ERASED_TEXT,
  wowFactor: ERASED_TEXT,
  revenue: ERASED_TEXT,
  timeline: ERASED_TEXT,
  teamSize: ERASED_TEXT,
  technologies: [],
  tags: [],
  mockup: null,
  country: ERASED_TEXT,
  type: null,
};

/** An idea's fields, or how they read once erased. */
const ideaFields = (personal: { idea: CopyFields } | null): RecordedIdeaFields => personal?.idea ?? ERASED_FIELDS;

/** The fields an edit changed, or the same fields erased. */
function editedFields(event: Extract<WorkspaceEvent, { type: 'WorkspaceIdeaEdited' }>): Partial<RecordedIdeaFields> {
  if (event.data.personal) return event.data.personal.changes;
  return Object.fromEntries(event.data.fields.map((field) => [field, ERASED_FIELDS[field]]));
}

const textOf = (personal: { content: string } | null): string => personal?.content ?? ERASED_TEXT;

function replace<K, V>(map: Map<K, V>, key: K | null, change: (value: V) => V): void {
  const value = key === null ? undefined : map.get(key);
  if (key !== null && value !== undefined) map.set(key, change(value));
}

function evolveRecords(records: WorkspaceRecords, event: WorkspaceEvent, { copyId, userIdea }: Subject): void {
  const { copies, userIdeas } = records;
  switch (event.type) {
    case 'UserIdeaGenerated': {
      const { userId, ideaId, source, at } = event.data;
      const idea = ideaFields(event.data.personal);
      copies.set(event.data.copyId, { ...idea, copyId: event.data.copyId, kind: copyKindOf(source), originalId: ideaId, addedAt: at, documents: {}, powerUps: {} });
      const curation = { publication: 'Unpublished', stamp: null, deleted: false } as const;
      userIdeas.set(userIdeaKey(source, ideaId), { ...idea, ideaId, source, creatorId: userId, private: event.data.private, ...curation, createdAt: at, documents: {} });
      records.userIdeaOfCopy.set(event.data.copyId, userIdeaKey(source, ideaId));
      return;
    }
    case 'IdeaSavedToWorkspace': {
      const { kind, originalId, at } = event.data;
      copies.set(event.data.copyId, { ...ideaFields(event.data.personal), copyId: event.data.copyId, kind, originalId, addedAt: at, documents: {}, powerUps: {} });
      return;
    }
    case 'WorkspaceIdeaEdited': {
      const changes = editedFields(event);
      replace(copies, copyId, (copy) => ({ ...copy, ...changes }));
      replace(userIdeas, userIdea, (record) => ({ ...record, ...changes }));
      return;
    }
    case 'UserIdeaShared':
      return replace(userIdeas, userIdea, (record) => ({ ...record, private: false }));
    case 'UserIdeaPublished':
      return replace(userIdeas, userIdea, (record) => ({ ...record, publication: 'Published' as const }));
    case 'UserIdeaUnpublished':
      return replace(userIdeas, userIdea, (record) => ({ ...record, publication: 'Unpublished' as const }));
    case 'UserIdeaStamped':
      return replace(userIdeas, userIdea, (record) => ({ ...record, stamp: event.data.stamp }));
    case 'UserIdeaDeleted':
      return replace(userIdeas, userIdea, (record) => ({ ...record, deleted: true }));
    case 'UserIdeaRestored':
      return replace(userIdeas, userIdea, (record) => ({ ...record, deleted: false }));
    case 'WorkspaceDocumentGenerated': {
      const { documentId, type } = event.data;
      const content = textOf(event.data.personal);
      records.copyOfDocument.set(documentId, event.data.copyId);
      replace(copies, copyId, (copy) => ({ ...copy, documents: addDocument(copy.documents, type, documentId, content) }));
      replace(userIdeas, userIdea, (record) => ({ ...record, documents: addDocument(record.documents, type, documentId, content) }));
      return;
    }
    case 'WorkspaceDocumentEdited': {
      const { documentId } = event.data;
      const content = textOf(event.data.personal);
      replace(copies, copyId, (copy) => ({ ...copy, documents: rewriteDocument(copy.documents, documentId, content) }));
      replace(userIdeas, userIdea, (record) => ({ ...record, documents: rewriteDocument(record.documents, documentId, content) }));
      return;
    }
    case 'PowerUpGenerated': {
      const { powerUpId, type } = event.data;
      const content = textOf(event.data.personal);
      return replace(copies, copyId, (copy) => ({ ...copy, powerUps: { ...copy.powerUps, [type]: { powerUpId, content } } }));
    }
  }
}

/** One member's generated idea followed through its creator's workspace stream: only the events about it count. */
export function trackUserIdea(source: UserIdeaSource, ideaId: number): RecordTracker<WorkspaceEvent, UserIdeaRecord> {
  const records = newRecords();
  const key = userIdeaKey(source, ideaId);
  return {
    apply(event) {
      const subject = subjectOf(records, event);
      const before = records.userIdeas.get(key) ?? null;
      evolveRecords(records, event, subject);
      return subject.userIdea === key ? diffRecords(before, records.userIdeas.get(key) ?? null) : null;
    },
    current: () => records.userIdeas.get(key) ?? null,
  };
}

/**
 * A whole workspace's history: each event's changes are those of the member's generated idea it is about, else of
 * the copy it changed. There is no one record of a workspace to show as it was, so `current` is always null.
 */
export function trackWorkspace(): RecordTracker<WorkspaceEvent, never> {
  const records = newRecords();
  return {
    apply(event): FieldChange[] {
      const subject = subjectOf(records, event);
      const recordOf = (): object | null =>
        subject.userIdea !== null ? (records.userIdeas.get(subject.userIdea) ?? null) : subject.copyId !== null ? (records.copies.get(subject.copyId) ?? null) : null;
      const before = recordOf();
      evolveRecords(records, event, subject);
      return diffRecords(before, recordOf());
    },
    current: () => null,
  };
}
