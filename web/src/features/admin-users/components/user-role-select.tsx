import { ASSIGNABLE_ROLES } from '@app/domain/users/schemas';
import { Spinner } from '../../../components/ui/spinner';
import { useUpdateUserRole } from '../api/update-user-role';
import type { AdminUser } from '../types';
import { ROLE_LABELS, isAssignableRole, isProtectedUser, userLabel } from '../utils/admin-users';

/**
 * The Role column: Free, Premium or Pro (docs/product.md "Admin: Users"). While the change is on its way the dropdown
 * shows the role chosen and waits; a refused change puts the old role back. An admin's dropdown is disabled.
 */
export function UserRoleSelect({ user }: { user: AdminUser }) {
  const update = useUpdateUserRole();
  const label = `Role of ${userLabel(user)}`;

  if (isProtectedUser(user)) {
    return (
      <select className="role-select" data-role="ADMIN" value="ADMIN" disabled aria-label={label} title="Admin accounts cannot be changed">
        <option value="ADMIN">{ROLE_LABELS.ADMIN}</option>
      </select>
    );
  }

  const shown = update.isPending ? update.variables.role : user.role;
  return (
    <span className="role-select-wrap">
      <select
        className="role-select"
        data-role={shown}
        value={shown}
        disabled={update.isPending}
        aria-label={label}
        onChange={(event) => {
          const role = event.target.value;
          if (isAssignableRole(role) && role !== user.role) update.mutate({ userId: user.id, role });
        }}
      >
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {update.isPending && <Spinner size="small" label="Updating the role" />}
    </span>
  );
}
