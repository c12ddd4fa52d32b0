import type { AdminIdeaRow } from '@app/domain/ideas/admin-idea-view';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';

// The shapes of the admin curation calls are the domain's (`admin-idea-view.ts`); these are the section's own.
export type { AdminIdeaDetail, AdminIdeaPage, AdminIdeaRow } from '@app/domain/ideas/admin-idea-view';

export interface AdminIdeaDocument {
  id: number;
  ideaId: number;
  type: DocumentType;
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** What a row action needs to reach the right idea: user ideas are named with their source. */
export type IdeaRef = Pick<AdminIdeaRow, 'id' | 'source'>;

/** POST /api/admin/ideas/publish → { results } (spec 001 §7). */
export interface PublishResults {
  published: number[];
  unpublished: number[];
  incompleteDetails: { ideaId: number; missingDocuments: DocumentType[] }[];
  reasons: { ideaId: number; reason: string }[];
}

/** POST /api/admin/ideas/unpublish → { results }. */
export interface UnpublishResults {
  unpublished: number[];
  incompleteDetails: { ideaId: number; missingDocuments: DocumentType[] }[];
}

