// Reads of the `users` read model (the projection in projectors/src/users/ writes it): the admin's users list
// (docs/product.md "Admin: Users") and the account behind a session.
import type { Kysely } from 'kysely';
import type { Role } from '@app/domain/shared/roles';
import type { QueryApiDatabase } from './query-api-database';

/** A row of `GET /api/admin/users`. Email and username are null only for an account whose data was erased. */
export interface AdminUserListItem {
  id: string;
  username: string | null;
  email: string | null;
  role: Role;
  created_at: Date;
}

/** Live users, newest first; deleted ones are not listed. */
export function listUsersForAdmin(db: Kysely<QueryApiDatabase>): Promise<AdminUserListItem[]> {
  return db
    .selectFrom('read.users')
    .select(['id', 'username', 'email', 'role', 'created_at'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface UserAccount {
  id: string;
  role: Role;
  emailVerified: boolean;
  /** A deleted account is still found, so a caller can tell "deleted" from "never existed". */
  deleted: boolean;
  username: string | null;
  email: string | null;
}

export async function findUserById(db: Kysely<QueryApiDatabase>, id: string): Promise<UserAccount | undefined> {
  const row = await db
    .selectFrom('read.users')
    .select(['id', 'role', 'email_verified', 'deleted_at', 'username', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && { id: row.id, role: row.role, emailVerified: row.email_verified, deleted: row.deleted_at !== null, username: row.username, email: row.email }
  );
}
