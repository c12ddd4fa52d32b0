import { ADMIN_IDEAS_QUERY_KEY } from '../../../lib/admin-ideas-query-key';

// Query keys of the admin Ideas section, general to specific, so `adminIdeasKeys.all` reaches every one of them (as
// other sections do, through the shared prefix, when they change ideas) and `adminIdeasKeys.lists()` every filtered
// list.
export const adminIdeasKeys = {
  all: ADMIN_IDEAS_QUERY_KEY,
  lists: () => [...adminIdeasKeys.all, 'list'] as const,
  list: (query: Record<string, string>) => [...adminIdeasKeys.lists(), query] as const,
  categories: () => [...adminIdeasKeys.all, 'categories'] as const,
  batches: () => [...adminIdeasKeys.all, 'batches'] as const,
  details: () => [...adminIdeasKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminIdeasKeys.details(), id] as const,
  documents: (id: number) => [...adminIdeasKeys.all, 'documents', id] as const,
  /** A row's own actions, so a row can tell which of them are under way for it. */
  rowActions: () => [...adminIdeasKeys.all, 'row-action'] as const,
  rowAction: (action: RowAction) => [...adminIdeasKeys.rowActions(), action] as const,
};

export type RowAction = 'type' | 'delete' | 'stamp' | 'auto-delete';
