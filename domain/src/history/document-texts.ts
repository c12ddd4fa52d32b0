// The documents' text kept by every record that shows them: added with their type, rewritten by id (an edit names
// only the document), so the record keeps both.
import type { DocumentType } from '../ideas/idea-enumerations';

export type DocumentTexts = Partial<Record<DocumentType, { documentId: number; content: string }>>;

export function addDocument(documents: DocumentTexts, type: DocumentType, documentId: number, content: string): DocumentTexts {
  return { ...documents, [type]: { documentId, content } };
}

/** The documents with `documentId` rewritten; the same object when none of them has that id. */
export function rewriteDocument(documents: DocumentTexts, documentId: number, content: string): DocumentTexts {
  const type = documentTypeOf(documents, documentId);
  return type === undefined ? documents : addDocument(documents, type, documentId, content);
}

export function documentTypeOf(documents: DocumentTexts, documentId: number): DocumentType | undefined {
  return (Object.keys(documents) as DocumentType[]).find((type) => documents[type]?.documentId === documentId);
}

/**
 * The type of the document an event names (`documentId`), from the documents a record holds after it: a regeneration
 * that wrote the same text changed nothing, yet its history entry names the document by its type.
 */
export function namedDocumentType(record: object | null, data: unknown): DocumentType | undefined {
  const documents = (record as { documents?: DocumentTexts } | null)?.documents;
  const documentId = (data as { documentId?: unknown }).documentId;
  return documents && typeof documentId === 'number' ? documentTypeOf(documents, documentId) : undefined;
}
