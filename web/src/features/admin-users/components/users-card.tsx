import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useAdminUsers } from '../api/get-admin-users';
import { USERS_FETCH_FAILED, usersFetchFailed } from '../utils/admin-users-toasts';
import { UsersTable } from './users-table';

/** The users table in its card: a spinner while it loads, the reason and a retry when it could not load. */
export function UsersCard() {
  const users = useAdminUsers();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  // Each failure is announced once, however often the card renders.
  const announced = useRef(0);

  useEffect(() => {
    if (!users.isError || announced.current === users.errorUpdatedAt) return;
    announced.current = users.errorUpdatedAt;
    if (!redirectIfSessionExpired(users.error)) toast(usersFetchFailed(users.error));
  }, [users.isError, users.error, users.errorUpdatedAt, redirectIfSessionExpired]);

  const count = users.data?.length;
  return (
    <section className="card admin-card" aria-labelledby="users-table-title" aria-busy={users.isFetching}>
      <div className="admin-card__header">
        <h2 id="users-table-title" className="card__title">
          All users
        </h2>
        {count !== undefined && (
          <span className="admin-card__count">
            {count} {count === 1 ? 'user' : 'users'}
          </span>
        )}
      </div>
      {users.isPending ? (
        <div className="admin-card__state">
          <Spinner size="large" label="Loading users" />
        </div>
      ) : users.data ? (
        users.data.length > 0 ? (
          <UsersTable users={users.data} />
        ) : (
          <p className="admin-card__state">No users found</p>
        )
      ) : (
        <div className="admin-card__state" role="alert">
          <p>{USERS_FETCH_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={() => void users.refetch()}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
