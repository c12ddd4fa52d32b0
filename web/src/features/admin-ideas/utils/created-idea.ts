import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { PublishResults } from '../types';

/** POST /api/admin/ideas/create/newidea's answer: the new id, and what became of a publish asked for with it. */
export interface CreatedIdea {
  id: number;
  /** Null when no publish was asked for, or it went through. */
  refusedPublish: PublishResults | null;
}

interface CreateAnswer {
  idea: { id: number };
  publishResult?: { published: boolean; missingDocuments: DocumentType[]; reason: string | null };
}

/** The create answer as the publish report reads it: a refused publish is one idea left unpublished. */
export function createdIdeaOf({ idea, publishResult }: CreateAnswer): CreatedIdea {
  if (!publishResult || publishResult.published) return { id: idea.id, refusedPublish: null };
  const { missingDocuments, reason } = publishResult;
  return {
    id: idea.id,
    refusedPublish: {
      published: [],
      unpublished: [idea.id],
      incompleteDetails: missingDocuments.length > 0 ? [{ ideaId: idea.id, missingDocuments }] : [],
      reasons: reason === null ? [] : [{ ideaId: idea.id, reason }],
    },
  };
}
