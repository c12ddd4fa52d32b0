import type { IdeaView } from '@app/domain/ideas/idea-view';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import type { IdeaPageField } from '../api/update-idea';

// The /marketplace/{id} page's rules (docs/product.md "Marketplace and idea detail"), apart from its rendering.

export const LOAD_FAILED = 'Failed to load idea';
export const IDEA_UPDATED = 'Idea updated successfully';
export const IDEA_UPDATE_FAILED = 'Failed to update idea';
export const DOCUMENT_UPDATED = 'Document updated successfully';
export const DOCUMENT_UPDATE_FAILED = 'Failed to update document';

/** The id in the address, or null when it cannot name an idea. */
export function ideaIdFromParam(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  return Number(param);
}

/** docs/product.md "Marketplace and idea detail": type shows FREE and status ACTIVE when the idea has none. */
export const displayType = (idea: Pick<IdeaView, 'type'>) => idea.type || 'FREE';
export const displayStatus = (idea: Pick<IdeaView, 'status'>) => idea.status || 'ACTIVE';

/** 'EdTech,AI' reads as 'EdTech, AI'. */
export const categoryList = (category: string | null) =>
  (category ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** What the edit form starts from: the idea's values, missing text as ''. */
export function ideaFormValues(idea: IdeaView): Record<IdeaPageField, string> {
  return {
    title: idea.title ?? '',
    description: idea.description ?? '',
    type: idea.type || 'FREE',
    status: idea.status || 'Unpublished',
    problem: idea.problem ?? '',
    solution: idea.solution ?? '',
    marketSize: idea.marketSize ?? '',
    businessModel: idea.businessModel ?? '',
    timeline: idea.timeline ?? '',
    teamSize: idea.teamSize ?? '',
    category: idea.category ?? '',
  };
}

const failed = (title: string) => (error: unknown): ToastOptions => {
  const description = serverMessage(error) ?? (error instanceof Error && error.message !== title ? error.message : undefined);
  return { variant: 'destructive', title, duration: TOAST_DURATION.default, ...(description ? { description } : {}) };
};

export const ideaUpdated = (): ToastOptions => ({ variant: 'success', title: IDEA_UPDATED, duration: TOAST_DURATION.short });
export const ideaUpdateFailed = failed(IDEA_UPDATE_FAILED);
export const documentUpdated = (): ToastOptions => ({ variant: 'success', title: DOCUMENT_UPDATED, duration: TOAST_DURATION.short });
export const documentUpdateFailed = failed(DOCUMENT_UPDATE_FAILED);
