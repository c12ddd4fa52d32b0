import type { AsOfKind, AsOfView } from '@app/domain/history/history-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyApi } from '@app/domain/history/history-api';
import { apiAnswer } from '../../../lib/api-client';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { adminHistoryKeys } from './admin-history-keys';

// GET /api/admin/{kind}/{id}/as-of?at=<ISO-8601> (ADMIN) → the entity as it was then; 404 when it did not exist yet.

export function asOfPath(kind: AsOfKind, id: string, at: string): string {
  return `/api/admin/${kind}/${encodeURIComponent(id)}/as-of?${new URLSearchParams({ at }).toString()}`;
}

export async function getAsOf(kind: AsOfKind, id: string, at: string, signal?: AbortSignal): Promise<AsOfView> {
  // The schema checks the envelope; the entity's record is the kind's (history-view.ts AsOfRecords).
  return (await apiAnswer(historyApi.asOf.responses[200], asOfPath(kind, id, at), { signal })) as AsOfView;
}

export const asOfQueryOptions = (kind: AsOfKind, id: string, at: string) =>
  queryOptions({
    queryKey: adminHistoryKeys.asOf(kind, id, at),
    queryFn: ({ signal }) => getAsOf(kind, id, at, signal),
    retry: shouldRetryUnlessRefused,
  });

export const useAsOf = (kind: AsOfKind, id: string, at: string) => useQuery(asOfQueryOptions(kind, id, at));
