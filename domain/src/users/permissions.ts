// The one guard for every permission in the spec: signed in, email verified, role rank (FREE 0 < PREMIUM 1 <
// PRO 2 < ADMIN 3), own account. The server sends `message`; the SPA pairs it with `title` where the spec has one
// (docs/product.md "Roles and permissions"), so both sides show the same words.
import type { Actor } from '../shared/decider';
import { Forbidden, Unauthenticated } from '../shared/errors';
import { meetsRole, type Role } from '../shared/roles';

export const SIGN_IN_REQUIRED = { title: 'Authentication Required', message: 'Please sign in to access this feature' } as const;
export const EMAIL_VERIFICATION_REQUIRED = { title: 'Verify Your Email', message: 'Please check your inbox to continue.' } as const;
// Ours: the spec answers a missing tier with the upgrade dialog ('Upgrade to {role}') and /admin with a redirect.
export const ADMIN_REQUIRED = 'Admin access required';
export const OWN_ACCOUNT_ONLY = 'You can only change your own account';

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new Unauthenticated(SIGN_IN_REQUIRED.message);
  return actor;
}

export function requireVerifiedEmail(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (!signedIn.emailVerified) throw new Forbidden(EMAIL_VERIFICATION_REQUIRED.message);
  return signedIn;
}

/** Met when the actor's rank is at least the required one; ADMIN, the top rank, therefore means exactly ADMIN. */
export function requireRole(actor: Actor | null, role: Role): Actor {
  const signedIn = requireSignedIn(actor);
  if (!meetsRole(signedIn.role, role)) throw new Forbidden(role === 'ADMIN' ? ADMIN_REQUIRED : `Upgrade to ${role} to access this feature`);
  return signedIn;
}

export function requireSelf(actor: Actor | null, userId: string): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.userId !== userId) throw new Forbidden(OWN_ACCOUNT_ONLY);
  return signedIn;
}
