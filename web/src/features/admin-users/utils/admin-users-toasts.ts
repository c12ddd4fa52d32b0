import type { Role } from '@app/domain/shared/roles';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';

// The Users section's toasts (docs/product.md "Admin: Users"): failures are destructive 'Error' toasts that show the
// server's message when it sent one, else the spec's text; successes are the spec's texts. The test-account texts are
// ours.

const FAILED = { variant: 'destructive', title: 'Error', duration: TOAST_DURATION.default } as const;
const SUCCEEDED = { variant: 'success', duration: TOAST_DURATION.default } as const;

export const USERS_FETCH_FAILED = 'Failed to fetch users';
export const ROLE_UPDATE_FAILED = 'Failed to update user role';
export const USER_DELETE_FAILED = 'Failed to delete user';
export const TEST_ACCOUNT_FAILED = 'Failed to create test account';

export const ROLE_UPDATED = 'User role updated successfully';
export const USER_DELETED = 'User deleted successfully';

/**
 * An answer of the wrong shape says so ('Invalid response format from server'); other failures fall back to `fallback`.
 */
const failed =
  (fallback: string) =>
  (error: unknown): ToastOptions => ({
    ...FAILED,
    description: serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : fallback),
  });

export const usersFetchFailed = failed(USERS_FETCH_FAILED);
export const roleUpdateFailed = failed(ROLE_UPDATE_FAILED);
export const userDeleteFailed = failed(USER_DELETE_FAILED);
export const testAccountFailed = failed(TEST_ACCOUNT_FAILED);

export const roleUpdated = (): ToastOptions => ({ ...SUCCEEDED, title: ROLE_UPDATED });

export const userDeleted = (): ToastOptions => ({ ...SUCCEEDED, title: USER_DELETED });

export const testAccountCreated = (email: string, role: Role | undefined): ToastOptions => ({
  ...SUCCEEDED,
  title: 'Test account created',
  description: role ? `${email} can now sign in as ${role}.` : `${email} can now sign in.`,
});
