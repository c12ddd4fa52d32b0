import type { HistoryKind, HistoryPage } from '@app/domain/history/history-view';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyApi } from '@app/domain/history/history-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminHistoryKeys } from './admin-history-keys';

// GET /api/admin/history/{kind}/{id}?before= (ADMIN) → { kind, id, entries, next }: newest first, in pages of the
// server's default size; `next` is the `before` of the following page ('Load more').

export function historyPath(kind: HistoryKind, id: string, before: string | null): string {
  const path = `/api/admin/history/${kind}/${encodeURIComponent(id)}`;
  return before === null ? path : `${path}?${new URLSearchParams({ before }).toString()}`;
}

export async function getHistoryPage(kind: HistoryKind, id: string, before: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  return apiAnswer(historyApi.history.responses[200], historyPath(kind, id, before), { signal });
}

export const historyQueryOptions = (kind: HistoryKind, id: string) =>
  infiniteQueryOptions({
    queryKey: adminHistoryKeys.timeline(kind, id),
    queryFn: ({ pageParam, signal }) => getHistoryPage(kind, id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useHistory = (kind: HistoryKind, id: string) => useInfiniteQuery(historyQueryOptions(kind, id));
