import type { Role } from '@app/domain/shared/roles';

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className="role-badge" data-role={role} title={`${role} tier`}>
      {role}
    </span>
  );
}
