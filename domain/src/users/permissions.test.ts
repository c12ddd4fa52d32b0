import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Forbidden, Unauthenticated } from '../shared/errors';
import { ROLES, type Role } from '../shared/roles';
import { requireRole, requireSelf, requireSignedIn, requireVerifiedEmail } from './permissions';

const actor = (role: Role, emailVerified = true): Actor => ({ userId: 'u1', role, emailVerified });

function failure(check: () => unknown): { type: string; message: string } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return { type: (error as Error).name, message: (error as Error).message };
  }
}

describe('requireSignedIn', () => {
  it('returns the actor, or refuses a signed-out visitor with the spec message', () => {
    expect(requireSignedIn(actor('FREE'))).toEqual(actor('FREE'));
    expect(() => requireSignedIn(null)).toThrow(Unauthenticated);
    expect(failure(() => requireSignedIn(null))).toEqual({ type: 'Unauthenticated', message: 'Please sign in to access this feature' });
  });
});

describe('requireVerifiedEmail', () => {
  it('lets a verified user through and refuses an unverified one', () => {
    expect(requireVerifiedEmail(actor('FREE'))).toEqual(actor('FREE'));
    expect(() => requireVerifiedEmail(actor('ADMIN', false))).toThrow(Forbidden);
    expect(failure(() => requireVerifiedEmail(actor('PRO', false)))).toEqual({ type: 'Forbidden', message: 'Please check your inbox to continue.' });
  });

  it('asks a signed-out visitor to sign in first', () => {
    expect(failure(() => requireVerifiedEmail(null))).toEqual({ type: 'Unauthenticated', message: 'Please sign in to access this feature' });
  });
});

describe('requireRole', () => {
  // FREE 0 < PREMIUM 1 < PRO 2 < ADMIN 3: a requirement is met by its rank and every rank above.
  const met: Record<Role, Role[]> = {
    FREE: ['FREE', 'PREMIUM', 'PRO', 'ADMIN'],
    PREMIUM: ['PREMIUM', 'PRO', 'ADMIN'],
    PRO: ['PRO', 'ADMIN'],
    ADMIN: ['ADMIN'],
  };

  it.each(ROLES)('requiring %s admits exactly the ranks at or above it', (required) => {
    const admitted = ROLES.filter((role) => failure(() => requireRole(actor(role), required)) === undefined);
    expect(admitted).toEqual(met[required]);
  });

  it('names what is missing', () => {
    expect(failure(() => requireRole(actor('FREE'), 'PREMIUM'))).toEqual({ type: 'Forbidden', message: 'Upgrade to PREMIUM to access this feature' });
    expect(failure(() => requireRole(actor('PREMIUM'), 'PRO'))).toEqual({ type: 'Forbidden', message: 'Upgrade to PRO to access this feature' });
    expect(failure(() => requireRole(actor('PRO'), 'ADMIN'))).toEqual({ type: 'Forbidden', message: 'Admin access required' });
    expect(failure(() => requireRole(null, 'FREE'))).toEqual({ type: 'Unauthenticated', message: 'Please sign in to access this feature' });
  });

  it('does not ask for a verified email by itself', () => {
    expect(requireRole(actor('PRO', false), 'PRO')).toEqual(actor('PRO', false));
  });
});

describe('requireSelf', () => {
  it("admits the user to their own account only", () => {
    expect(requireSelf(actor('FREE'), 'u1')).toEqual(actor('FREE'));
    expect(failure(() => requireSelf(actor('ADMIN'), 'u2'))).toEqual({ type: 'Forbidden', message: 'You can only change your own account' });
    expect(failure(() => requireSelf(null, 'u1'))).toEqual({ type: 'Unauthenticated', message: 'Please sign in to access this feature' });
  });
});
