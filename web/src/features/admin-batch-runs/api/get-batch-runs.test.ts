import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { getBatchRuns } from './get-batch-runs';

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getBatchRuns', () => {
  it('reads GET /api/admin/batches with the session', async () => {
    fetchMock.mockResolvedValue(json({ batches: [{ id: 'job-1', batch: 3, free: 5, premium: 3, categories: 'Fintech', freeLatency: 0, premiumLatency: 0, latency: 0, tokensIn: 0, tokensOut: 0, tokens: 0, tokensInFree: 0, tokensOutFree: 0, tokensInPremium: 0, tokensOutPremium: 0, createdAt: '2025-03-01T10:00:00.000Z' }] }));

    await expect(getBatchRuns()).resolves.toMatchObject([{ id: 'job-1', batch: 3, free: 5, premium: 3, categories: 'Fintech', tokensIn: 0 }]);
    expect(sent()).toMatchObject({ input: '/api/admin/batches', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ batchDocs: [] }));
    await expect(getBatchRuns()).rejects.toThrow('Invalid response format from server');
  });
});
