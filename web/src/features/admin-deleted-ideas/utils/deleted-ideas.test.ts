import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import type { DeletedIdea } from '../types';
import { ideaRestored, loadFailedText, restoreFailed, restorePath, withoutDeletedIdea } from './deleted-ideas';

const fd: DeletedIdea = { id: 1, source: 'FD', ideaId: 12, title: 'A', description: 'a', deletedAt: null };
const ugi: DeletedIdea = { id: 2, source: 'UGI', ideaId: 100004, title: 'B', description: 'b', deletedAt: null };

describe('restorePath', () => {
  it('names a platform idea by its id alone, and a user idea with its source', () => {
    expect(restorePath(fd)).toBe('/api/admin/deleted-ideas/restore/12');
    expect(restorePath(ugi)).toBe('/api/admin/deleted-ideas/restore/100004?source=UGI');
    expect(restorePath({ source: 'UGP2P', ideaId: 200001 })).toBe('/api/admin/deleted-ideas/restore/200001?source=UGP2P');
  });
});

describe('withoutDeletedIdea', () => {
  it('drops the one row', () => {
    expect(withoutDeletedIdea([fd, ugi], 1)).toEqual([ugi]);
    expect(withoutDeletedIdea([fd, ugi], 9)).toEqual([fd, ugi]);
    expect(withoutDeletedIdea(undefined, 1)).toBeUndefined();
  });
});

describe('loadFailedText', () => {
  it("says 'Error loading deleted ideas: ' and why", () => {
    expect(loadFailedText(new ApiError('Admin access required', 403, { message: 'Admin access required' }))).toBe(
      'Error loading deleted ideas: Admin access required',
    );
    expect(loadFailedText(new ApiError('Server error: Bad Gateway', 502))).toBe('Error loading deleted ideas: Server error: Bad Gateway');
    expect(loadFailedText(new TypeError('Failed to fetch'))).toBe('Error loading deleted ideas: Failed to fetch');
    expect(loadFailedText(new InvalidResponseError())).toBe('Error loading deleted ideas: Invalid response format from server');
    expect(loadFailedText('boom')).toBe('Error loading deleted ideas: Unknown error');
  });
});

describe('the toasts', () => {
  it("say 'Idea restored successfully'", () => {
    expect(ideaRestored()).toMatchObject({ variant: 'success', title: 'Idea restored successfully' });
  });

  it("show the server's message when it sent one, else 'Failed to restore idea'", () => {
    expect(restoreFailed(new ApiError('Deleted idea not found', 404, { message: 'Deleted idea not found' }))).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Deleted idea not found',
    });
    for (const error of [new ApiError('Server error: Bad Gateway', 502), new TypeError('Failed to fetch'), new SessionExpiredError()]) {
      expect(restoreFailed(error)).toMatchObject({ variant: 'destructive', title: 'Error', description: 'Failed to restore idea' });
    }
  });

  it('last between 3 and 7 seconds', () => {
    for (const { duration } of [ideaRestored(), restoreFailed(null)]) {
      expect(duration).toBeGreaterThanOrEqual(3_000);
      expect(duration).toBeLessThanOrEqual(7_000);
    }
  });
});
