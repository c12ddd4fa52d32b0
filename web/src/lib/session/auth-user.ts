import type { Role } from '@app/domain/shared/roles';

// Spec 000 §3: the user the session belongs to. The spec shows no id; our server sends one, kept when present.
export interface AuthUser {
  id: string | null;
  email: string;
  username: string;
  role: Role;
  emailVerified: boolean;
}

/** What login and registration answer with when they succeed (spec 000 §3). */
export interface AuthSession {
  token: string;
  user: AuthUser;
}
