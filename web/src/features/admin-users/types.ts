import type { Role } from '@app/domain/shared/roles';

/**
 * A row of the admin Users table (docs/product.md "Data model", "Admin: Users": id, username, email, role, created_at).
 */
export interface AdminUser {
  id: string;
  /** Null only for an account whose personal data was erased. */
  username: string | null;
  email: string | null;
  role: Role;
  /** ISO 8601, as the server sent it; null when it sent none. */
  createdAt: string | null;
}
