import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { qcIdea, qcPages, qcReport } from '../utils/quality-control-fixtures';
import { deleteIdea, deleteIdeaMutationOptions } from './delete-idea';
import { getQualityControl, qualityControlListOptions } from './get-quality-control';
import { qualityControlKeys } from './quality-control-keys';

// The fetchers against a stubbed fetch (what each sends, how each answer comes out; docs/product.md "Admin: Quality
// Control"), what a delete does to the cached reports, and how long a report stays fresh.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getQualityControl', () => {
  it('reads the report for the filters with the session', async () => {
    fetchMock.mockResolvedValue(json(qcReport()));

    await expect(getQualityControl({ category: 'Fintech', batch: 7 })).resolves.toEqual(qcReport());
    expect(sent()).toMatchObject({ input: '/api/admin/quality-control?category=Fintech&batch=7', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it("reads a page of one list, and the other's count alone", async () => {
    fetchMock.mockResolvedValue(json(qcReport()));
    await getQualityControl({ category: null, batch: 7 }, { list: 'pairs', offset: 200 });
    expect(sent().input).toBe('/api/admin/quality-control?batch=7&pairsOffset=200&pairsLimit=100&groupsLimit=0');
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ duplicates: [] }));
    await expect(getQualityControl({ category: null, batch: null })).rejects.toThrow('Invalid response format from server');
  });
});

describe('each list (stale after 30 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read once within 30 s, and again after; each filter has its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockImplementation(() => Promise.resolve(json(qcReport())));
    const client = new QueryClient();
    const all = qualityControlListOptions('pairs', { category: null, batch: null });

    await client.fetchInfiniteQuery(all);
    vi.setSystemTime(Date.now() + 29_000);
    await client.fetchInfiniteQuery(all);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await client.fetchInfiniteQuery(qualityControlListOptions('pairs', { category: null, batch: 3 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + 2_000);
    await client.fetchInfiniteQuery(all);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads the next page from where the loaded ones end, until the count is reached', async () => {
    const pairs = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...qcReport().similarIdeas[0]!, idea1: qcIdea(from + index) }));
    fetchMock.mockImplementation((input) =>
      Promise.resolve(json({ ...qcReport(), similarIdeas: (input as string).includes('pairsOffset=100') ? pairs(100, 30) : pairs(0, 100), similarIdeasTotal: 130 })),
    );
    const client = new QueryClient();
    const options = qualityControlListOptions('pairs', { category: null, batch: null });
    // Two pages, as 'Show 100 more' leaves them: the second from where the first ends, then no third.
    await client.fetchInfiniteQuery({ ...options, pages: 2 });
    const loaded = client.getQueryData(options.queryKey)!.pages;
    expect([sent(0).input, sent(1).input]).toEqual([
      '/api/admin/quality-control?pairsOffset=0&pairsLimit=100&groupsLimit=0',
      '/api/admin/quality-control?pairsOffset=100&pairsLimit=100&groupsLimit=0',
    ]);
    expect(loaded.map((page) => page.similarIdeas.length)).toEqual([100, 30]);
    expect(options.getNextPageParam(loaded.at(-1)!, loaded, 100, [0, 100])).toBeUndefined();
  });
});

describe('deleteIdea', () => {
  it('sends DELETE /api/admin/ideas/{id} without a body', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea deleted', position: '1/2' }));

    await deleteIdea(12);

    expect(sent()).toMatchObject({ input: '/api/admin/ideas/12', method: 'DELETE', body: undefined });
  });

  it("keeps the server's reason for a refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea not found' }, 404));
    await expect(deleteIdea(12)).rejects.toMatchObject({ status: 404, message: 'Idea not found' });
  });
});

describe('a delete and the cached reports', () => {
  it('takes the idea out of every cached page of both lists, and reads the reports and every admin ideas list again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const keys = [qualityControlKeys.list('groups', { category: null, batch: null }), qualityControlKeys.list('pairs', { category: null, batch: 7 })];
    for (const key of keys) client.setQueryData(key, qcPages(qcReport(), qcReport()));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const [deleted] = qcReport().exactDuplicates[1]?.ideas ?? [];

    await deleteIdeaMutationOptions(client).onSuccess?.(undefined, deleted!, undefined, {} as never);

    // Nothing observes the queries here, so invalidating marks them stale without refetching: the change stays.
    for (const key of keys) {
      const pages = client.getQueryData<ReturnType<typeof qcPages>>(key)!.pages;
      expect(pages.map((page) => page.exactDuplicates.map((group) => group.key))).toEqual([['a1'], ['a1']]);
    }
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-quality-control', 'report'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'ideas'] });
  });
});
