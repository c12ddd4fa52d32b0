import type { ReactNode } from 'react';
import '../../../components/ui/data-table.css';
import type { AdminUser } from '../types';
import { formatJoined, isProtectedUser } from '../utils/admin-users';
import { DeleteUserButton } from './delete-user-button';
import { UserRoleSelect } from './user-role-select';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

/**
 * Username, Email, Role, Joined, Actions (docs/product.md "Admin: Users"). On a narrow screen each row becomes a card
 * whose cells carry their column's name (`data-label`).
 */
export function UsersTable({ users, history }: { users: AdminUser[]; history?: (user: AdminUser) => ReactNode }) {
  return (
    <DataTableWrap label="Users table">
      <table className="data-table data-table--stacked">
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td data-label="Username" className="users-table__username">
                {user.username ?? '—'}
              </td>
              <td data-label="Email" className="users-table__email">
                {user.email ?? '—'}
              </td>
              <td data-label="Role">
                <UserRoleSelect user={user} />
              </td>
              <td data-label="Joined">
                {user.createdAt ? <time dateTime={user.createdAt}>{formatJoined(user.createdAt)}</time> : '—'}
              </td>
              <td data-label="Actions" className="users-table__actions">
                {/* One box, so a stacked row keeps its actions together beside the column's name. */}
                <div>
                  {history?.(user)}
                  {isProtectedUser(user) ? (
                    <span className="users-table__protected" title="Admin accounts cannot be changed or deleted">
                      Protected
                    </span>
                  ) : (
                    <DeleteUserButton user={user} />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}
