import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_BACKOFF_MS, itemId, retryDelayMs } from './work-queue';

describe('retryDelayMs', () => {
  it('waits the n-th backoff after the n-th failed attempt, then the last one for every later attempt', () => {
    expect([1, 2, 3, 4, 5, 12].map((attempt) => retryDelayMs(DEFAULT_RETRY_BACKOFF_MS, attempt))).toEqual([
      1_000, 5_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('itemId', () => {
  it('keys an item by its job and its key, so the same key in another job is another item', () => {
    expect(itemId({ jobId: 'job-1', itemKey: 'idea-3' })).toBe('job-1/idea-3');
    expect(itemId({ jobId: 'job-2', itemKey: 'idea-3' })).not.toBe(itemId({ jobId: 'job-1', itemKey: 'idea-3' }));
  });
});
