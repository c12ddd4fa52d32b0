import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import type { WorkspaceDocument } from '@app/domain/workspace/workspace-view';

// A document the workspace shows: the member's own (editable) or one of a saved platform idea's (read-only). Both are
// downloaded by the id the download call takes (a user document's originalDocId is its own id).

export interface ViewableDocument {
  id: number;
  downloadId: number;
  type: DocumentType;
  content: string;
  createdAt: string;
  editable: boolean;
}

export function ownDocument(document: WorkspaceDocument): ViewableDocument {
  return { id: document.id, downloadId: document.originalDocId, type: document.type, content: document.content, createdAt: document.createdAt, editable: true };
}

export function platformDocument(document: IdeaDocumentView): ViewableDocument {
  return { id: document.id, downloadId: document.id, type: document.type, content: document.content, createdAt: document.createdAt, editable: false };
}

/** The creation date as the card shows it: the day, in the viewer's locale. */
export function createdOn(createdAt: string, locale?: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
