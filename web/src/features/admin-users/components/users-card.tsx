import { useCallback, type ReactNode } from 'react';
import { DataCard } from '../../../components/ui/data-card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useAdminUsers } from '../api/get-admin-users';
import type { AdminUser } from '../types';
import { USERS_FETCH_FAILED, usersFetchFailed } from '../utils/admin-users-toasts';
import { UsersTable } from './users-table';

/** The users table in its card: a spinner while it loads, the reason and a retry when it could not load. */
export function UsersCard({ history }: { history?: (user: AdminUser) => ReactNode }) {
  const users = useAdminUsers();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const announce = useCallback(
    (error: unknown) => {
      if (!redirectIfSessionExpired(error)) toast(usersFetchFailed(error));
    },
    [redirectIfSessionExpired],
  );
  return (
    <DataCard
      title="All users"
      query={users}
      noun={['user', 'users']}
      loadingLabel="Loading users"
      emptyText="No users found"
      failedText={USERS_FETCH_FAILED}
      onFailure={announce}
    >
      {(list) => <UsersTable users={list} history={history} />}
    </DataCard>
  );
}
