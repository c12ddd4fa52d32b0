import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminIdeaDetail, AdminIdeaDocument, IdeaRef } from '../types';
import { parseDocuments, parseIdeaDetail } from '../utils/admin-ideas-response';
import { ideaPath } from '../utils/idea-row';
import { adminIdeasKeys } from './admin-ideas-keys';

// The detail dialog's reads (the curation contract): GET /api/admin/ideas/{id} → { idea } and
// GET /api/admin/ideas/{id}/documents → { documents } (spec 001 §7), user ideas with ?source=.

export async function getAdminIdea(idea: IdeaRef, signal?: AbortSignal): Promise<AdminIdeaDetail> {
  return parseIdeaDetail(await apiRequest<unknown>(ideaPath(idea), { signal }));
}

export async function getAdminIdeaDocuments(idea: IdeaRef, signal?: AbortSignal): Promise<AdminIdeaDocument[]> {
  return parseDocuments(await apiRequest<unknown>(ideaPath(idea, '/documents'), { signal }));
}

export const adminIdeaQueryOptions = (idea: IdeaRef) =>
  queryOptions({ queryKey: adminIdeasKeys.detail(idea.id), queryFn: ({ signal }) => getAdminIdea(idea, signal) });

export const adminIdeaDocumentsQueryOptions = (idea: IdeaRef) =>
  queryOptions({ queryKey: adminIdeasKeys.documents(idea.id), queryFn: ({ signal }) => getAdminIdeaDocuments(idea, signal) });

export const useAdminIdea = (idea: IdeaRef) => useQuery(adminIdeaQueryOptions(idea));
export const useAdminIdeaDocuments = (idea: IdeaRef) => useQuery(adminIdeaDocumentsQueryOptions(idea));
