import type { Role } from '@app/domain/shared/roles';

// docs/product.md "Data model": the user the session belongs to. The spec shows no id; our server sends one, kept when
// present.
export interface AuthUser {
  id: string | null;
  email: string;
  username: string;
  role: Role;
  emailVerified: boolean;
}

/** What login and registration answer with when they succeed (docs/product.md "Data model"). */
export interface AuthSession {
  token: string;
  user: AuthUser;
}
