import type { Role } from '@app/domain/shared/roles';

// Spec 000 §3: the user the session belongs to.
export interface AuthUser {
  email: string;
  username: string;
  role: Role;
  emailVerified: boolean;
}
