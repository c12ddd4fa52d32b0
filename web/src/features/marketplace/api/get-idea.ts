import type { IdeaDetailView } from '@app/domain/ideas/idea-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { ideaKeys, type IdeaViewer } from './idea-keys';

// GET /api/ideas/{id}[?hash=] → { idea } (docs/product.md "Marketplace and idea detail"; 404 'Idea not found'): the idea
// with its scorecard and market sizing (docs/features.md "Scores"). A valid share hash lifts the premium gate, so the
// hash is part of the key. The server counts the read as a view.

export function ideaPath(id: number, hash?: string, suffix = ''): string {
  const query = hash ? `?${new URLSearchParams({ hash }).toString()}` : '';
  return `/api/ideas/${id}${suffix}${query}`;
}

export async function getIdea(id: number, hash?: string, signal?: AbortSignal): Promise<IdeaDetailView> {
  return (await apiAnswer(ideasApi.one.responses[200], ideaPath(id, hash), { signal })).idea;
}

export const ideaQueryOptions = (id: number, viewer: IdeaViewer, hash?: string) =>
  queryOptions({
    queryKey: ideaKeys.detail(id, viewer, hash),
    queryFn: ({ signal }) => getIdea(id, hash, signal),
    retry: shouldRetryUnlessRefused,
  });

export function useIdea(id: number, viewer: IdeaViewer, options: { hash?: string; enabled?: boolean } = {}) {
  return useQuery({ ...ideaQueryOptions(id, viewer, options.hash), enabled: options.enabled ?? true });
}
