import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import type { TrendView } from '@app/domain/trends/trend-view';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE_MESSAGE } from '../../../lib/invalid-response';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { testCard } from '../../../testing/idea-fixtures';
import { addTrendIdeas, addTrendIdeasMutationOptions } from './add-trend-ideas';
import { deleteTrend, deleteTrendMutationOptions } from './delete-trend';
import { getCandidateIdeas } from './get-candidate-ideas';
import { getTrend } from './get-trend';
import { getTrendIdeas } from './get-trend-ideas';
import { TRENDS_STALE_TIME_MS, getTrends, trendsQueryOptions } from './get-trends';
import { removeTrendIdea, removeTrendIdeaMutationOptions } from './remove-trend-idea';
import { trendsKeys } from './trends-keys';

// The fetchers against a stubbed fetch (what each sends, how each answer comes out; docs/product.md "Trends"), and what
// each mutation does to the cache.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

const trend: TrendView = {
  id: 7,
  title: 'Rural clinics',
  description: 'Telehealth',
  type: 'PROBLEM',
  source: 'YC',
  ideaCount: 2,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};
const other: TrendView = { ...trend, id: 8, title: 'Climate' };
const idea = (id: number): IdeaCardView => testCard({ id, title: `Idea ${id}` });

describe('reads', () => {
  it('GET /api/trends, cached for 5 minutes', async () => {
    fetchMock.mockResolvedValue(json({ trends: [trend] }));
    await expect(getTrends()).resolves.toEqual([trend]);
    expect(sent()).toMatchObject({ input: '/api/trends', method: 'GET' });
    expect(TRENDS_STALE_TIME_MS).toBe(300_000);
    expect(trendsQueryOptions().staleTime).toBe(300_000);
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    await expect(getTrends()).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it('GET /api/trends/{id} with the session', async () => {
    fetchMock.mockResolvedValue(json({ trend }));
    await expect(getTrend(7)).resolves.toEqual(trend);
    expect(sent()).toMatchObject({ input: '/api/trends/7', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it("keeps the server's reason when the trend cannot be read", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Please check your inbox to continue.' }, 403));
    await expect(getTrend(7)).rejects.toMatchObject({ status: 403, message: 'Please check your inbox to continue.' });
  });

  it('GET /api/trends/{id}/ideas', async () => {
    fetchMock.mockResolvedValue(json({ ideas: [idea(1)] }));
    await expect(getTrendIdeas(7)).resolves.toEqual([idea(1)]);
    expect(sent()).toMatchObject({ input: '/api/trends/7/ideas', method: 'GET' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({}));
    await expect(getTrendIdeas(7)).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it('GET /api/ideas?limit=7100 for the add-ideas dialog: the cards, parsed with their contract', async () => {
    fetchMock.mockResolvedValue(json({ ideas: [idea(1), idea(2)], pagination: { page: 1, limit: 7100, hasMore: false, counts: { total: 2 } } }));
    await expect(getCandidateIdeas()).resolves.toEqual([idea(1), idea(2)]);
    expect(sent()).toMatchObject({ input: '/api/ideas?limit=7100', method: 'GET' });
    fetchMock.mockResolvedValue(json({ ideas: 'none' }));
    await expect(getCandidateIdeas()).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });
});

describe('writes', () => {
  it('POST /api/trends/{id}/ideas/batch { ideaIds }', async () => {
    fetchMock.mockResolvedValue(json({ links: [{ trendId: 7, ideaId: 1, createdAt: 'x' }], skipped: [2], position: '1-1' }));
    await expect(addTrendIdeas({ trendId: 7, ideaIds: [1, 2] })).resolves.toEqual({
      links: [{ trendId: 7, ideaId: 1, createdAt: 'x' }],
      skipped: [2],
    });
    expect(sent()).toMatchObject({ input: '/api/trends/7/ideas/batch', method: 'POST', body: { ideaIds: [1, 2] } });
  });

  it("keeps the server's refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Please select at least one idea to add to the trend.' }, 400));
    await expect(addTrendIdeas({ trendId: 7, ideaIds: [] })).rejects.toMatchObject({
      status: 400,
      message: 'Please select at least one idea to add to the trend.',
    });
  });

  it('DELETE /api/trends/{id}/ideas/{ideaId}, without a body', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea removed from trend' }));
    await removeTrendIdea({ trendId: 7, ideaId: 3 });
    expect(sent()).toMatchObject({ input: '/api/trends/7/ideas/3', method: 'DELETE', body: undefined });
  });

  it('DELETE /api/trends/{id}', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Trend deleted' }));
    await deleteTrend(7);
    expect(sent()).toMatchObject({ input: '/api/trends/7', method: 'DELETE', body: undefined });
  });
});

describe('the mutations and the cache', () => {
  function client() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(trendsKeys.list(), [trend, other]);
    queryClient.setQueryData(trendsKeys.detail(7), trend);
    queryClient.setQueryData(trendsKeys.ideas(7), [idea(1), idea(2)]);
    return queryClient;
  }

  it("adding ideas has the trend, its ideas and the list's counts read again", async () => {
    const queryClient = client();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await addTrendIdeasMutationOptions(queryClient).onSuccess?.({ links: [], skipped: [] }, { trendId: 7, ideaIds: [3] }, undefined, {} as never);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trends', 'detail', 7] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trends', 'list'] });
    // The detail key reaches the trend's ideas.
    expect(queryClient.getQueryState(trendsKeys.ideas(7))?.isInvalidated).toBe(true);
  });

  it('removing an idea takes its card away at once, then reads the trend again', async () => {
    const queryClient = client();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await removeTrendIdeaMutationOptions(queryClient).onSuccess?.(undefined, { trendId: 7, ideaId: 1 }, undefined, {} as never);

    expect(queryClient.getQueryData(trendsKeys.ideas(7))).toEqual([idea(2)]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trends', 'detail', 7] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trends', 'list'] });
  });

  it("deleting a trend takes its card away, forgets its page and reads the list again", async () => {
    const queryClient = client();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await deleteTrendMutationOptions(queryClient).onSuccess?.(undefined, 7, undefined, {} as never);

    expect(queryClient.getQueryData(trendsKeys.list())).toEqual([other]);
    expect(queryClient.getQueryData(trendsKeys.detail(7))).toBeUndefined();
    expect(queryClient.getQueryData(trendsKeys.ideas(7))).toBeUndefined();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trends', 'list'] });
  });
});
