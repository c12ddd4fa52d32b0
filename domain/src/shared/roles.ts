// Role ranks (docs/product.md "Roles and permissions"): a requirement is met when the user's rank is at least the
// required rank.
export const ROLES = ['FREE', 'PREMIUM', 'PRO', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = { FREE: 0, PREMIUM: 1, PRO: 2, ADMIN: 3 };

export function meetsRole(role: Role, required: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}
