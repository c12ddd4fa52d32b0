import type { Role } from '@app/domain/shared/roles';

/**
 * The user's role; as `tier`, the subscription badge of the settings page, '{ROLE} TIER' (docs/product.md "Accounts and
 * sessions").
 */
export function RoleBadge({ role, tier = false }: { role: Role; tier?: boolean }) {
  return (
    <span className="role-badge" data-role={role} data-size={tier ? 'large' : undefined} title={`${role} tier`}>
      {tier ? `${role} TIER` : role}
    </span>
  );
}
