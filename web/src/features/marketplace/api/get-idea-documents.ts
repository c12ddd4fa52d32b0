import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { ideaPath } from './get-idea';
import { ideaKeys, type IdeaViewer } from './idea-keys';

// GET /api/ideas/{id}/documents[?hash=] → { documents } (docs/product.md "Documents and downloads"), gated like the
// idea's body: below PREMIUM a premium idea's documents are refused (403) unless the share hash is valid.

export async function getIdeaDocuments(id: number, hash?: string, signal?: AbortSignal): Promise<IdeaDocumentView[]> {
  return sortDocuments((await apiAnswer(ideasApi.documents.responses[200], ideaPath(id, hash, '/documents'), { signal })).documents);
}

/**
 * In the order of docs/product.md "Data model" (PRD, pitch deck, GTM, financial plan, pre-launch), whatever order they
 * came in.
 */
export function sortDocuments(documents: IdeaDocumentView[]): IdeaDocumentView[] {
  const rank = (document: IdeaDocumentView) => {
    const index = DOCUMENT_TYPES.indexOf(document.type);
    return index === -1 ? DOCUMENT_TYPES.length : index;
  };
  return [...documents].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export const ideaDocumentsQueryOptions = (id: number, viewer: IdeaViewer, hash?: string) =>
  queryOptions({
    queryKey: ideaKeys.documents(id, viewer, hash),
    queryFn: ({ signal }) => getIdeaDocuments(id, hash, signal),
    retry: shouldRetryUnlessRefused,
  });

export function useIdeaDocuments(id: number, viewer: IdeaViewer, options: { hash?: string; enabled?: boolean } = {}) {
  return useQuery({ ...ideaDocumentsQueryOptions(id, viewer, options.hash), enabled: options.enabled ?? true });
}
