// Spec 000 §3 (User) and §4 (role ranks). Replace with the shared types from @app/domain once they land there.
export type Role = 'FREE' | 'PREMIUM' | 'PRO' | 'ADMIN';

export interface AuthUser {
  email: string;
  username: string;
  role: Role;
  emailVerified: boolean;
}
