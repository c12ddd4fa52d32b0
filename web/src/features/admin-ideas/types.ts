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

export type { PublishResults, UnpublishResults } from '@app/domain/ideas/ideas-api';

