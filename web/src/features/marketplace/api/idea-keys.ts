import type { TrendType } from '@app/domain/trends/trend-view';
import type { IdeaListQuery } from '../utils/marketplace-request';

// Query keys of the ideas feature, general to specific, so `ideaKeys.all` reaches every one of them and
// `ideaKeys.lists()` every marketplace list (whatever its filters).
// What the server answers depends on who asks (a premium idea's body is withheld below PREMIUM), so keys of
// gated reads carry the viewer's role: signing in or out reads afresh instead of showing another tier's answer.
export type IdeaViewer = string;

export const ideaKeys = {
  all: ['ideas'] as const,
  lists: () => [...ideaKeys.all, 'list'] as const,
  list: (query: IdeaListQuery, viewer: IdeaViewer) => [...ideaKeys.lists(), viewer, query] as const,
  allTrendIdeaIds: () => [...ideaKeys.all, 'trend-idea-ids'] as const,
  trendIdeaIds: (type: TrendType) => [...ideaKeys.allTrendIdeaIds(), type] as const,
  details: () => [...ideaKeys.all, 'detail'] as const,
  /** One idea's detail, whoever reads it. */
  detailsOf: (id: number) => [...ideaKeys.details(), id] as const,
  detail: (id: number, viewer: IdeaViewer, hash?: string) => [...ideaKeys.detailsOf(id), viewer, hash ?? null] as const,
  hash: (id: number) => [...ideaKeys.all, 'hash', id] as const,
  validateHash: (id: number, hash: string) => [...ideaKeys.all, 'validate-hash', id, hash] as const,
  /** One idea's documents, whoever reads them. */
  documentsOf: (id: number) => [...ideaKeys.all, 'documents', id] as const,
  documents: (id: number, viewer: IdeaViewer, hash?: string) => [...ideaKeys.documentsOf(id), viewer, hash ?? null] as const,
  /** One loaded page's sparklines, by its ids (public counts: no viewer). */
  sparklines: (ids: readonly number[]) => [...ideaKeys.all, 'sparklines', ids.join(',')] as const,
  momentum: (id: number) => [...ideaKeys.all, 'momentum', id] as const,
  trendIdeas: (trendId: number) => [...ideaKeys.all, 'trend-ideas', trendId] as const,
};

/** The viewer part of a gated key: the role, or 'anonymous'. */
export function ideaViewer(role: string | null | undefined): IdeaViewer {
  return role ?? 'anonymous';
}
