import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { batchDocsQueryOptions, getBatchDocs } from './get-batch-docs';

const { fetchMock, sent } = useStubbedFetch('tok-admin');

const answer = () => json({ batchDocs: [{ id: 1, ideaId: 12, title: 'Farm ledger', batch: 7, latency: 900, tokensIn: 10, tokensOut: 20, tokens: 30, prd: null, pitch: null, gtm: null, financial: null, prelaunch: null, createdAt: '2025-03-01T10:00:00.000Z' }] });
// Retries without waiting, so the test counts them rather than sleeps through them.
const client = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

describe('getBatchDocs', () => {
  it('reads GET /api/admin/batch-docs with the session', async () => {
    fetchMock.mockResolvedValue(answer());

    await expect(getBatchDocs()).resolves.toMatchObject([{ id: 1, ideaId: 12, title: 'Farm ledger', batch: 7, prd: null }]);
    expect(sent()).toMatchObject({ input: '/api/admin/batch-docs', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ batches: [] }));
    await expect(getBatchDocs()).rejects.toThrow('Invalid response format from server');
  });
});

describe('the batch-docs read (stale after 30 s, 2 retries)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read once within 30 s, and again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    const queries = client();

    await queries.fetchQuery(batchDocsQueryOptions());
    vi.setSystemTime(Date.now() + 29_000);
    await queries.fetchQuery(batchDocsQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2_000);
    await queries.fetchQuery(batchDocsQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries 3 times in all before it fails', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'Server error' }, 502)));

    await expect(client().fetchQuery(batchDocsQueryOptions())).rejects.toThrow('Server error: 502');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refused session', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'Unauthorized' }, 401)));

    await expect(client().fetchQuery(batchDocsQueryOptions())).rejects.toThrow('Session expired, please login again');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
