// What the auth calls need: the accounts' dependencies and the limiters their per-address and sign-in limits count in.
import type { AccountDeps } from '../../accounts/accounts';
import type { CreateLimiter } from '../../rate-limits/rate-limit-store';

export interface AuthDeps extends AccountDeps {
  /** The per-address and sign-in limits count in the limiters it makes (shared by every replica). */
  limiters: CreateLimiter;
}
