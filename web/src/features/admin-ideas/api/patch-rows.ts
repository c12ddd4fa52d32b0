import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { AdminIdeaPage, AdminIdeaRow } from '../types';
import { withoutRow, withRowChanges } from '../utils/idea-cache';
import { adminIdeasKeys } from './admin-ideas-keys';

/** A change shows on its rows at once, in every loaded list. */
export const patchRows = (queryClient: QueryClient, ids: readonly number[], patch: Partial<AdminIdeaRow>) =>
  queryClient.setQueriesData<InfiniteData<AdminIdeaPage>>({ queryKey: adminIdeasKeys.lists() }, (data) => withRowChanges(data, ids, () => patch));

/** A deleted idea leaves every loaded list. */
export const removeRow = (queryClient: QueryClient, id: number) =>
  queryClient.setQueriesData<InfiniteData<AdminIdeaPage>>({ queryKey: adminIdeasKeys.lists() }, (data) => withoutRow(data, id));
