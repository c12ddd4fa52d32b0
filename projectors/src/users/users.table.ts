// The `users` read model: one row per account that was ever registered, deleted ones included, so the history of
// who existed stays countable after their personal data is gone.
import type { Role } from '@app/domain/shared/roles';

export interface UsersTable {
  /** The user id (the `user-<id>` stream's id). Text, so a malformed id asked for is simply not found. */
  id: string;
  /** Null once the user is deleted, or when their personal data was erased before this generation read it. */
  email: string | null;
  username: string | null;
  role: Role;
  email_verified: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  last_login_at: Date | null;
  /** The last revision of the user's stream applied to this row; int8 comes back from pg as text. */
  last_revision: string;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type UsersProjectionDatabase = {
  users: UsersTable;
};

/** What readers query: the view onto the active generation (a type, not an interface: `withTables` takes it). */
export type UsersReadDatabase = {
  'read.users': UsersTable;
};
