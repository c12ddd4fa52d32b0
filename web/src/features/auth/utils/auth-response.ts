import { ROLES, type Role } from '@app/domain/shared/roles';
import { isRecord } from '../../../lib/invalid-response';
import type { AuthSession, AuthUser } from '../../../lib/session/auth-user';

// The server's answers are checked by hand rather than with zod: this runs at start-up, in the first bundle.

/**
 * The user of a login, registration, verify or profile answer, or null when it is not one. The role is upper-cased
 * (docs/product.md "Data model"); a role the client does not know counts as FREE, the tier that unlocks nothing.
 */
export function parseAuthUser(value: unknown): AuthUser | null {
  if (!isRecord(value)) return null;
  const { id, email, username, role, emailVerified } = value;
  if (typeof email !== 'string' || email === '') return null;
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    email,
    username: typeof username === 'string' ? username : '',
    role: toRole(role),
    emailVerified: emailVerified === true,
  };
}

/**
 * `{ token, user }` of a login or registration answer, or null when either is missing (docs/product.md "Accounts and
 * sessions").
 */
export function parseAuthSession(body: unknown): AuthSession | null {
  if (!isRecord(body) || typeof body.token !== 'string' || body.token === '') return null;
  const user = parseAuthUser(body.user);
  return user ? { token: body.token, user } : null;
}

/** `{ user }`, as GET /api/auth/verify and PUT /api/auth/profile answer. */
export function parseUserEnvelope(body: unknown): AuthUser | null {
  return isRecord(body) ? parseAuthUser(body.user) : null;
}

/** The `message` of a successful answer, if it has one. */
export function messageOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

function toRole(value: unknown): Role {
  const role = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : 'FREE';
}
