import type { IdeaStatus, IdeaType } from '@app/domain/ideas/idea-enumerations';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

// PUT /api/admin/ideas/{id} (ADMIN) with the fields the /marketplace/{id} page edits (docs/product.md "Marketplace and
// idea detail"). docs/product.md "Marketplace and idea detail": on save the text fields default to an empty string, so
// every field is always sent.

export const IDEA_PAGE_FIELDS = [
  'title', 'description', 'type', 'status', 'problem', 'solution', 'marketSize', 'businessModel', 'timeline', 'teamSize', 'category',
] as const;
export type IdeaPageField = (typeof IDEA_PAGE_FIELDS)[number];

export interface IdeaPageEdit {
  title: string;
  description: string;
  type: IdeaType;
  status: IdeaStatus;
  problem: string;
  solution: string;
  marketSize: string;
  businessModel: string;
  timeline: string;
  teamSize: string;
  category: string;
}

/**
 * The request body from what the form holds: missing text becomes '' (docs/product.md "Marketplace and idea detail").
 */
export function ideaPageEditBody(values: Partial<Record<IdeaPageField, string | null>>): IdeaPageEdit {
  const text = (field: IdeaPageField) => values[field] ?? '';
  return {
    title: text('title'),
    description: text('description'),
    type: values.type === 'PREMIUM' ? 'PREMIUM' : 'FREE',
    status: values.status === 'Published' ? 'Published' : 'Unpublished',
    problem: text('problem'),
    solution: text('solution'),
    marketSize: text('marketSize'),
    businessModel: text('businessModel'),
    timeline: text('timeline'),
    teamSize: text('teamSize'),
    category: text('category'),
  };
}

/** The page reads the idea again rather than the answer (which holds only the fields sent). */
export async function updateIdea({ id, edit }: { id: number; edit: IdeaPageEdit }): Promise<void> {
  await apiRequest<unknown>(`/api/admin/ideas/${id}`, { method: 'PUT', body: edit });
}

/** Every read of ideas may show the change (the page, the marketplace lists, a dialog): all are read again. */
export const updateIdeaMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
  });

export function useUpdateIdea() {
  return useMutation(updateIdeaMutationOptions(useQueryClient()));
}
