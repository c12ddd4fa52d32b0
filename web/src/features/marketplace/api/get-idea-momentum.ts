import { momentumApi, type Momentum } from '@app/domain/momentum/momentum-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

// GET /api/ideas/{id}/momentum?days=30 → { days: [{ date, views, saves, shares, documents }] } (docs/features.md
// "Momentum"; public), oldest day first.

export async function getIdeaMomentum(id: number, signal?: AbortSignal): Promise<Momentum> {
  return apiAnswer(momentumApi.idea.responses[200], `/api/ideas/${id}/momentum?days=30`, { signal });
}

export const ideaMomentumQueryOptions = (id: number) =>
  queryOptions({ queryKey: ideaKeys.momentum(id), queryFn: ({ signal }) => getIdeaMomentum(id, signal) });

export function useIdeaMomentum(id: number) {
  return useQuery(ideaMomentumQueryOptions(id));
}
