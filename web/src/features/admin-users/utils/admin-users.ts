import type { Role } from '@app/domain/shared/roles';
import { ASSIGNABLE_ROLES, type AssignableRole } from '@app/domain/users/schemas';
import type { AdminUser } from '../types';

// Small pure rules of the Users table (docs/product.md "Admin: Users").

/**
 * The dropdown's wording (docs/product.md "Admin: Users": Free, Premium, Pro); Admin shows on the disabled dropdown of
 * an admin.
 */
export const ROLE_LABELS: Record<Role, string> = { FREE: 'Free', PREMIUM: 'Premium', PRO: 'Pro', ADMIN: 'Admin' };

/** Admin accounts cannot be changed or deleted from the Users screen (docs/product.md "Admin: Users"). */
export function isProtectedUser(user: Pick<AdminUser, 'role'>): boolean {
  return user.role === 'ADMIN';
}

export function isAssignableRole(value: unknown): value is AssignableRole {
  return typeof value === 'string' && (ASSIGNABLE_ROLES as readonly string[]).includes(value);
}

/** How a row is named in labels and the delete dialog: the username, else the email. */
export function userLabel(user: Pick<AdminUser, 'username' | 'email'>): string {
  return user.username ?? user.email ?? 'this user';
}

/** The cached list after a role change (the server answers with no row). */
export function withRole(users: AdminUser[] | undefined, userId: string, role: Role): AdminUser[] | undefined {
  return users?.map((user) => (user.id === userId ? { ...user, role } : user));
}

/** The cached list after a deletion. */
export function withoutUser(users: AdminUser[] | undefined, userId: string): AdminUser[] | undefined {
  return users?.filter((user) => user.id !== userId);
}

const JOINED_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The Joined column: 'Mar 1, 2025' in the viewer's time zone; a dash when the date is missing or unreadable. */
export function formatJoined(createdAt: string | null, timeZone?: string): string {
  if (createdAt === null) return '—';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { ...JOINED_FORMAT, timeZone }).format(date);
}
