import type { BatchDocView } from '@app/domain/jobs/job-view';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { parseBatchDocs } from './batch-docs-response';

const row: BatchDocView = {
  id: 3,
  ideaId: 12,
  title: 'Farm ledger',
  batch: 7,
  latency: 9_000,
  tokensIn: 4_000,
  tokensOut: 9_000,
  tokens: 13_000,
  prd: { latency: 5_000, tokensIn: 2_500, tokensOut: 6_000 },
  pitch: { latency: 4_000, tokensIn: 1_500, tokensOut: 3_000 },
  gtm: null,
  financial: null,
  prelaunch: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('parseBatchDocs (GET /api/admin/batch-docs)', () => {
  it("reads each row in the server's order, a document never generated as null", () => {
    expect(parseBatchDocs({ batchDocs: [row, { ...row, id: 2, batch: null }] })).toEqual([row, { ...row, id: 2, batch: null }]);
  });

  it('drops rows without an id or an idea id, and reads a missing figure as 0', () => {
    const body = {
      batchDocs: [{ ...row, id: 0 }, { ...row, ideaId: '12' }, null, { id: 4, ideaId: 5, batch: -2, prd: { latency: 'slow' }, gtm: 'yes' }],
    };
    expect(parseBatchDocs(body)).toEqual([
      {
        id: 4,
        ideaId: 5,
        title: '',
        batch: null,
        latency: 0,
        tokensIn: 0,
        tokensOut: 0,
        tokens: 0,
        prd: { latency: 0, tokensIn: 0, tokensOut: 0 },
        pitch: null,
        gtm: null,
        financial: null,
        prelaunch: null,
        createdAt: '',
      },
    ]);
  });

  it.each([[null], [[]], [{}], [{ batchDocs: {} }], [{ batches: [] }]])("refuses %j with 'Invalid response format from server'", (body) => {
    expect(() => parseBatchDocs(body)).toThrow(InvalidResponseError);
  });
});
