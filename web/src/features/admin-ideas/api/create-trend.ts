import type { CreateTrendInput } from '@app/domain/trends/schemas';
import { useAnnouncedMutation } from '../hooks/use-announced-mutation';
import { apiRequest } from '../../../lib/api-client';
import { trendCreateFailed, trendCreated } from '../utils/admin-ideas-toasts';

// POST /api/trends { title, description, type, source } → { trend } (docs/product.md "Admin: Trends"). The trends pages
// read their own lists, which this section does not hold.

export async function createTrend(trend: CreateTrendInput): Promise<void> {
  await apiRequest<unknown>('/api/trends', { method: 'POST', body: trend });
}

export const useCreateTrend = () => useAnnouncedMutation({ mutationFn: createTrend }, { success: trendCreated, failure: trendCreateFailed });
