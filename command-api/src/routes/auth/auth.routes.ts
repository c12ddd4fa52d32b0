// The auth calls (docs/product.md "Accounts and sessions"), one file each: sign-up, sign-in, sign-out, email
// verification and a new link, and the signed-in user's own account on /settings (username, password).
import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../../accounts/accounts';
import { changePasswordRoutes } from './change-password.routes';
import { loginRoutes } from './login.routes';
import { logoutRoutes } from './logout.routes';
import { registerRoutes } from './register.routes';
import { resendVerificationRoutes } from './resend-verification.routes';
import { updateProfileRoutes } from './update-profile.routes';
import { verifyEmailRoutes } from './verify-email.routes';

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  registerRoutes(app, deps);
  loginRoutes(app, deps);
  logoutRoutes(app, deps);
  verifyEmailRoutes(app);
  resendVerificationRoutes(app, deps);
  updateProfileRoutes(app, deps);
  changePasswordRoutes(app, deps);
}
