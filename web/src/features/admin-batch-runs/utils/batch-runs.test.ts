import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { batchRunsFetchFailed, cutCategories } from './batch-runs';

describe('cutCategories (cut at 100 characters)', () => {
  it('keeps a text of 100 characters or fewer whole', () => {
    const hundred = 'a'.repeat(100);
    expect(cutCategories(hundred)).toEqual({ shown: hundred, cut: false });
    expect(cutCategories('')).toEqual({ shown: '', cut: false });
  });

  it('cuts a longer text after 100 characters, with an ellipsis', () => {
    const text = `${'b'.repeat(100)}c`;
    expect(cutCategories(text)).toEqual({ shown: `${'b'.repeat(100)}…`, cut: true });
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'x'.repeat(99)} more categories`;
    expect(cutCategories(text).shown).toBe(`${'x'.repeat(99)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🚀'.repeat(101);
    const { shown, cut } = cutCategories(text);
    expect(cut).toBe(true);
    expect(shown).toBe(`${'🚀'.repeat(100)}…`);
    expect(cutCategories('🚀'.repeat(100)).cut).toBe(false);
  });
});

describe('the failure toast', () => {
  it("says 'Failed to fetch batch runs', or what the server said", () => {
    expect(batchRunsFetchFailed(new ApiError('Server error: Bad Gateway', 502))).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Failed to fetch batch runs',
    });
    expect(batchRunsFetchFailed(new TypeError('Failed to fetch')).description).toBe('Failed to fetch batch runs');
    expect(batchRunsFetchFailed(new ApiError('Admin access required', 403, { message: 'Admin access required' })).description).toBe(
      'Admin access required',
    );
    expect(batchRunsFetchFailed(new InvalidResponseError()).description).toBe('Invalid response format from server');
  });

  it('lasts between 3 and 7 seconds', () => {
    const { duration } = batchRunsFetchFailed(null);
    expect(duration).toBeGreaterThanOrEqual(3_000);
    expect(duration).toBeLessThanOrEqual(7_000);
  });
});
