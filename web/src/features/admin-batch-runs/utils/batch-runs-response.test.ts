import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { parseBatchRuns } from './batch-runs-response';

const run = {
  id: 'job-7',
  batch: 7,
  free: 5,
  premium: 3,
  categories: 'Fintech, Health',
  freeLatency: 4_100,
  premiumLatency: 6_200,
  latency: 10_300,
  tokensIn: 12_000,
  tokensOut: 30_000,
  tokens: 42_000,
  tokensInFree: 7_000,
  tokensOutFree: 15_000,
  tokensInPremium: 5_000,
  tokensOutPremium: 15_000,
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('parseBatchRuns (GET /api/admin/batches)', () => {
  it("reads each run in the server's order", () => {
    expect(parseBatchRuns({ batches: [run, { ...run, id: 'job-6', batch: 0 }] })).toEqual([run, { ...run, id: 'job-6', batch: 0 }]);
  });

  it('drops rows without an id or a batch number, and reads a missing figure as 0', () => {
    const body = { batches: [{ ...run, id: '' }, { ...run, batch: -1 }, { ...run, batch: '7' }, 'nonsense', { id: 'job-1', batch: 1, tokensIn: -4, latency: null }] };
    expect(parseBatchRuns(body)).toEqual([
      {
        id: 'job-1',
        batch: 1,
        free: 0,
        premium: 0,
        categories: '',
        freeLatency: 0,
        premiumLatency: 0,
        latency: 0,
        tokensIn: 0,
        tokensOut: 0,
        tokens: 0,
        tokensInFree: 0,
        tokensOutFree: 0,
        tokensInPremium: 0,
        tokensOutPremium: 0,
        createdAt: '',
      },
    ]);
  });

  it.each([[null], [[]], [{}], [{ batches: 'all' }], ['<html>']])("refuses %j with 'Invalid response format from server'", (body) => {
    expect(() => parseBatchRuns(body)).toThrow(InvalidResponseError);
  });
});
