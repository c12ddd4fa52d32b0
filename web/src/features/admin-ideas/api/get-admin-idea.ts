import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { apiAnswer } from '../../../lib/api-client';
import type { AdminIdeaDetail, AdminIdeaDocument, IdeaRef } from '../types';
import { ideaPath } from '../utils/idea-row';
import { adminIdeasKeys } from './admin-ideas-keys';

// The detail dialog's reads (the curation contract): GET /api/admin/ideas/{id} → { idea } and
// GET /api/admin/ideas/{id}/documents → { documents } (docs/product.md "Admin: Ideas"), user ideas with ?source=.

export async function getAdminIdea(idea: IdeaRef, signal?: AbortSignal): Promise<AdminIdeaDetail> {
  return (await apiAnswer(adminIdeasApi.one.responses[200], ideaPath(idea), { signal })).idea;
}

export async function getAdminIdeaDocuments(idea: IdeaRef, signal?: AbortSignal): Promise<AdminIdeaDocument[]> {
  const { documents } = await apiAnswer(adminIdeasApi.documents.responses[200], ideaPath(idea, '/documents'), { signal });
  // In the order of docs/product.md "Data model" (PRD, pitch deck, GTM, financial plan, pre-launch).
  return documents.sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type));
}

export const adminIdeaQueryOptions = (idea: IdeaRef) =>
  queryOptions({ queryKey: adminIdeasKeys.detail(idea.id), queryFn: ({ signal }) => getAdminIdea(idea, signal) });

export const adminIdeaDocumentsQueryOptions = (idea: IdeaRef) =>
  queryOptions({ queryKey: adminIdeasKeys.documents(idea.id), queryFn: ({ signal }) => getAdminIdeaDocuments(idea, signal) });

export const useAdminIdea = (idea: IdeaRef) => useQuery(adminIdeaQueryOptions(idea));
export const useAdminIdeaDocuments = (idea: IdeaRef) => useQuery(adminIdeaDocumentsQueryOptions(idea));
