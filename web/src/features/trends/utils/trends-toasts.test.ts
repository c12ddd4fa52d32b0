import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { addIdeasFailed, deleteTrendFailed, failureText, ideasAdded, trendDeleted } from './trends-toasts';

// docs/product.md "Trends" (Trends): the texts, with the server's message preferred.

describe('the trends toasts', () => {
  it("'Ideas added successfully', saying how many were in the trend already", () => {
    expect(ideasAdded(0)).toEqual(expect.objectContaining({ title: 'Ideas added successfully', variant: 'success' }));
    expect(ideasAdded(0)).not.toHaveProperty('description');
    expect(ideasAdded(1).description).toBe('1 idea was in the trend already.');
    expect(ideasAdded(2).description).toBe('2 ideas were in the trend already.');
  });

  it("'Trend deleted'", () => {
    expect(trendDeleted()).toMatchObject({ title: 'Trend deleted', variant: 'success' });
  });

  it("prefer the server's message, else the spec's text", () => {
    const refused = new ApiError('Only published ideas can be linked to a trend: 4', 400, { message: 'Only published ideas can be linked to a trend: 4' });
    expect(addIdeasFailed(refused)).toMatchObject({ variant: 'destructive', description: 'Only published ideas can be linked to a trend: 4' });
    expect(addIdeasFailed(new ApiError('Server error: 502', 502))).toMatchObject({ description: 'Failed to add ideas to trend' });
    expect(deleteTrendFailed(new TypeError('Failed to fetch'))).toMatchObject({ description: 'Failed to delete trend' });
  });

  it('say that a lapsed session is the reason', () => {
    expect(failureText(new SessionExpiredError({ message: 'Please sign in to access this feature' }), 'x')).toBe('Session expired, please login again');
  });
});
