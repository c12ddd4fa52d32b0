// The field-level changes of one recorded event: the entity's record before and after it, compared field by field.
// Documents are compared one by one (`document:<name>`, the markdown as from/to) so the screen can show a text diff
// of the one document that changed instead of a blob of every document.
import { DOCUMENT_TYPE_NAMES, DOCUMENT_TYPES, type DocumentType } from '../ideas/idea-enumerations';
import type { PowerUpType } from '../workspace/power-ups';
import type { FieldChange } from './history-view';

/** The text of each document or power-up by type: how every record keeps them. */
type Texts = Partial<Record<string, { content: string }>>;

/** Fields holding texts by type, each diffed as one field per type. */
const TEXT_FIELDS: Record<string, (type: string) => string> = {
  documents: (type) => documentField(type as DocumentType),
  powerUps: (type) => `powerUp:${type as PowerUpType}`,
};

export const documentField = (type: DocumentType) => `document:${DOCUMENT_TYPE_NAMES[type]}`;

/** The type of the document whose text changed, if one did: what an edit, which names only the document, rewrote. */
export function changedDocumentType(changes: readonly FieldChange[]): DocumentType | undefined {
  return DOCUMENT_TYPES.find((type) => changes.some((change) => change.field === documentField(type)));
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What changed from `before` to `after`; null stands for a record that does not exist (before its creation). */
export function diffRecords(before: object | null, after: object | null): FieldChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const textField = TEXT_FIELDS[field];
    if (textField) {
      changes.push(...diffTexts(from[field] ?? {}, to[field] ?? {}, textField));
    } else if (!same(from[field], to[field])) {
      changes.push({ field, from: from[field] ?? null, to: to[field] ?? null });
    }
  }
  return changes;
}

function diffTexts(before: Texts, after: Texts, fieldOf: (type: string) => string): FieldChange[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((type) => {
    const from = before[type]?.content ?? null;
    const to = after[type]?.content ?? null;
    return from === to ? [] : [{ field: fieldOf(type), from, to }];
  });
}
