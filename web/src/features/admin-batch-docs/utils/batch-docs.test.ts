import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { loadFailedText } from './batch-docs';

describe('loadFailedText', () => {
  it("says 'Error loading batch docs: ' and what the server said", () => {
    expect(loadFailedText(new ApiError('Admin access required', 403, { message: 'Admin access required' }))).toBe(
      'Error loading batch docs: Admin access required',
    );
    expect(loadFailedText(new InvalidResponseError())).toBe('Error loading batch docs: Invalid response format from server');
  });

  it("gives 'Failed to fetch batch docs' as the reason when the server said nothing", () => {
    for (const error of [new ApiError('Server error: Bad Gateway', 502), new TypeError('Failed to fetch'), new SessionExpiredError(), 'boom']) {
      expect(loadFailedText(error)).toBe('Error loading batch docs: Failed to fetch batch docs');
    }
  });
});
