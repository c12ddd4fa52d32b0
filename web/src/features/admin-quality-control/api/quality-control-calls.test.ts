import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { qcReport } from '../utils/quality-control-fixtures';
import { deleteIdea, deleteIdeaMutationOptions } from './delete-idea';
import { getQualityControl, qualityControlQueryOptions } from './get-quality-control';
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

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ duplicates: [] }));
    await expect(getQualityControl({ category: null, batch: null })).rejects.toThrow('Invalid response format from server');
  });
});

describe('the report (stale after 30 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read once within 30 s, and again after; each filter has its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockImplementation(() => Promise.resolve(json(qcReport())));
    const client = new QueryClient();
    const all = qualityControlQueryOptions({ category: null, batch: null });

    await client.fetchQuery(all);
    vi.setSystemTime(Date.now() + 29_000);
    await client.fetchQuery(all);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await client.fetchQuery(qualityControlQueryOptions({ category: null, batch: 3 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + 2_000);
    await client.fetchQuery(all);
    expect(fetchMock).toHaveBeenCalledTimes(3);
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
  it('takes the idea out of every cached report, and reads the reports and every admin ideas list again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const all = qualityControlKeys.report({ category: null, batch: null });
    const batch7 = qualityControlKeys.report({ category: null, batch: 7 });
    client.setQueryData(all, qcReport());
    client.setQueryData(batch7, qcReport());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const [deleted] = qcReport().exactDuplicates[1]?.ideas ?? [];

    await deleteIdeaMutationOptions(client).onSuccess?.(undefined, deleted!, undefined, {} as never);

    // Nothing observes the queries here, so invalidating marks them stale without refetching: the change stays.
    for (const key of [all, batch7]) {
      expect(client.getQueryData<ReturnType<typeof qcReport>>(key)?.exactDuplicates.map((group) => group.key)).toEqual(['a1']);
    }
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-quality-control', 'report'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'ideas'] });
  });
});
