import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import {
  roleUpdateFailed,
  roleUpdated,
  testAccountCreated,
  testAccountFailed,
  userDeleteFailed,
  userDeleted,
  usersFetchFailed,
} from './admin-users-toasts';

// docs/product.md "Admin: Users": destructive toasts titled 'Error' that show the server's message when present, else
// the spec's text.

describe('failures', () => {
  it.each([
    [usersFetchFailed, 'Failed to fetch users'],
    [roleUpdateFailed, 'Failed to update user role'],
    [userDeleteFailed, 'Failed to delete user'],
    [testAccountFailed, 'Failed to create test account'],
  ])("fall back to the spec's text when the server said nothing readable (%#)", (toastFor, text) => {
    for (const error of [new ApiError('Server error: Bad Gateway', 502), new TypeError('Failed to fetch'), 'boom']) {
      expect(toastFor(error)).toMatchObject({ variant: 'destructive', title: 'Error', description: text });
    }
  });

  it("prefer the server's message", () => {
    const conflict = new ApiError('Admin accounts cannot be changed', 409, { message: 'Admin accounts cannot be changed' });
    expect(roleUpdateFailed(conflict)).toMatchObject({ title: 'Error', description: 'Admin accounts cannot be changed' });
    expect(userDeleteFailed(new ApiError('x', 403, { message: 'Admin access required' }))).toMatchObject({
      description: 'Admin access required',
    });
    expect(usersFetchFailed(new SessionExpiredError({ message: 'Please sign in to access this feature' }))).toMatchObject({
      description: 'Please sign in to access this feature',
    });
  });

  it("say 'Invalid response format from server' for an answer of the wrong shape", () => {
    expect(usersFetchFailed(new InvalidResponseError())).toMatchObject({ description: 'Invalid response format from server' });
  });

  it('last between 3 and 7 seconds', () => {
    const { duration } = usersFetchFailed(new TypeError('Failed to fetch'));
    expect(duration).toBeGreaterThanOrEqual(3_000);
    expect(duration).toBeLessThanOrEqual(7_000);
  });
});

describe('successes', () => {
  it("use the spec's texts", () => {
    expect(roleUpdated()).toMatchObject({ variant: 'success', title: 'User role updated successfully' });
    expect(userDeleted()).toMatchObject({ variant: 'success', title: 'User deleted successfully' });
  });

  it('name the new test account and its tier', () => {
    expect(testAccountCreated('free1@test.com', 'FREE')).toMatchObject({
      variant: 'success',
      title: 'Test account created',
      description: 'free1@test.com can now sign in as FREE.',
    });
    expect(testAccountCreated('free1@test.com', undefined).description).toBe('free1@test.com can now sign in.');
  });
});
