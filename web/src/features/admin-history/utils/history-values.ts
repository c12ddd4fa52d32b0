import { ERASED_USER_LABEL, type AsOfKind, type AsOfRecords, type HistoryKind } from '@app/domain/history/history-view';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_NAMES, type DocumentType, type IdeaSource } from '@app/domain/ideas/idea-enumerations';
import { formatDateTime } from '../../../lib/format-date';

// How the history screens name fields and show values. A change's `from` and `to` are any JSON, so every value has a
// readable form, and an absent value is said in words rather than left blank.

/** An idea's history by where it comes from: platform ideas and members' generated ideas are different streams. */
const KIND_OF_SOURCE: Record<IdeaSource, HistoryKind & AsOfKind> = { FD: 'ideas', UGI: 'ugi', UGP2P: 'ugp2p' };
export const historyKindOfSource = (source: IdeaSource) => KIND_OF_SOURCE[source];

const DOCUMENT_FIELD = 'document:';

/** The document a change is to (`document:<type>`), by its display name, or null for an entity's own field. */
export function documentNameOf(field: string): string | null {
  if (!field.startsWith(DOCUMENT_FIELD)) return null;
  const type = field.slice(DOCUMENT_FIELD.length);
  return (DOCUMENT_TYPES as readonly string[]).includes(type) ? DOCUMENT_TYPE_NAMES[type as DocumentType] : type;
}

/** 'goToMarket' → 'Go to market'; a document field → its document's name. */
export function fieldLabel(field: string): string {
  const document = documentNameOf(field);
  if (document !== null) return document;
  const words = field.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const NO_VALUE = '(none)';
export const EMPTY_TEXT = '(empty)';

// An instant as the records and events write it (`createdAt`, `autoDeleteActivatedAt`): shown as a person reads dates.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value as text: instants as dates, lists joined, yes/no for flags, anything else structured as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string') return value === '' ? EMPTY_TEXT : INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? NO_VALUE : value.join(', ');
  }
  return JSON.stringify(value);
}

export interface RecordRow {
  field: string;
  label: string;
  value: string;
}

/** The fields of an entity as it was, in its record's order; documents are shown apart. */
export function recordRows<K extends AsOfKind>(kind: K, entity: AsOfRecords[K]): RecordRow[] {
  const erased = kind === 'users' && (entity as AsOfRecords['users']).email === null;
  return Object.entries(entity)
    .filter(([field]) => field !== 'documents')
    .map(([field, value]) => ({
      field,
      label: fieldLabel(field),
      // An erased person's email and username are gone; they read as everywhere else.
      value: erased && (field === 'email' || field === 'username') ? ERASED_USER_LABEL : displayValue(value),
    }));
}

/** The documents of an idea as it was (ideas and members' ideas have them), in the spec's order. */
export function recordDocuments(entity: AsOfRecords[AsOfKind]): { name: string; content: string }[] {
  if (!('documents' in entity)) return [];
  return DOCUMENT_TYPES.flatMap((type) => {
    const document = entity.documents[type];
    return document ? [{ name: DOCUMENT_TYPE_NAMES[type], content: document.content }] : [];
  });
}
