import { ROLES, type Role } from '@app/domain/shared/roles';
import type { AdminUser } from '../types';

// The server's answers are checked by hand: a table that renders half a row is worse than a clear error.

/** Spec 001 §8. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from server';

export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor() {
    super(INVALID_RESPONSE_MESSAGE);
  }
}

/** `{ users: [...] }` of GET /api/admin/users, in the server's order (newest first). Rows without an id are dropped. */
export function parseAdminUsers(body: unknown): AdminUser[] {
  if (!isRecord(body) || !Array.isArray(body.users)) throw new InvalidResponseError();
  return body.users.map(parseAdminUser).filter((user): user is AdminUser => user !== null);
}

/** One user as the admin calls answer with it (`created_at` may be missing, as in a created test account). */
export function parseAdminUser(value: unknown): AdminUser | null {
  if (!isRecord(value)) return null;
  const { id, username, email, role, created_at: createdAt } = value;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return {
    id: String(id),
    username: typeof username === 'string' && username !== '' ? username : null,
    email: typeof email === 'string' && email !== '' ? email : null,
    role: toRole(role),
    createdAt: typeof createdAt === 'string' && createdAt !== '' ? createdAt : null,
  };
}

/** `{ user }` of POST /api/admin/users/test-accounts, or null when the answer carries none. */
export function parseCreatedUser(body: unknown): AdminUser | null {
  return isRecord(body) ? parseAdminUser(body.user) : null;
}

function toRole(value: unknown): Role {
  const role = typeof value === 'string' ? value.trim().toUpperCase() : '';
  // A role this client does not know unlocks nothing: it is shown, and changed, as FREE.
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : 'FREE';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
