import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, NotFound, Unauthenticated, ValidationError } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { UserEvent } from './user-events';
import { userDecider } from './user-decider';
import {
  HOUR,
  admin,
  at,
  command,
  deleted,
  emailVerified,
  later,
  loggedIn,
  otherUser,
  registered,
  registeredAs,
  self,
  sessionEnded,
  userId,
  verificationRequested,
} from './testing/user-fixtures';

const given = deciderSpec(userDecider);
const erasedRegistration: UserEvent = { type: 'UserRegistered', data: { userId, role: 'FREE', at, personal: null } };

describe('RegisterUser', () => {
  const register = command('RegisterUser', {
    userId,
    email: 'Ada@Example.com',
    username: 'ada',
    passwordHash: 'hash-1',
    verificationToken: 'token-1',
    session: { sessionId: 's1', expiresAt: later(24 * HOUR) },
  });

  it('records a FREE account, a verification request valid for 24 hours, and the first session', () => {
    given([]).when(register).then([registered, verificationRequested('token-1'), loggedIn('s1')]);
  });

  it('records nothing when repeated', () => {
    given([registered, verificationRequested('token-1'), loggedIn('s1')]).when(register).then([]);
  });
});

describe('CreateAccount', () => {
  const create = (actor: typeof admin | null) =>
    command('CreateAccount', { userId, email: 'Ada@Example.com', username: 'ada', passwordHash: 'hash-1', role: 'PRO' }, actor);

  it('records an account with its role and a verified email, when an admin asks', () => {
    given([]).when(create(admin)).then([registeredAs('PRO'), emailVerified]);
  });

  it('records nothing when repeated', () => {
    given([registeredAs('PRO'), emailVerified]).when(create(admin)).then([]);
  });

  it('refuses anyone but an admin', () => {
    given([]).when(create(otherUser)).thenThrows(Forbidden, 'Admin access required');
    given([]).when(create(null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });
});

describe('VerifyEmail', () => {
  const verify = (token: string, when = later(HOUR)) => command('VerifyEmail', { token }, null, when);

  it('verifies with the pending token before it expires', () => {
    given([registered, verificationRequested('token-1')]).when(verify('token-1', later(24 * HOUR - 1))).then([
      { type: 'EmailVerified', data: { userId, at: later(24 * HOUR - 1).toISOString() } },
    ]);
  });

  it('refuses an expired token', () => {
    given([registered, verificationRequested('token-1')])
      .when(verify('token-1', later(24 * HOUR)))
      .thenThrows(ValidationError, 'Verification token has expired. Please request a new one.');
  });

  it('refuses an unknown token, and a token replaced by a newer one', () => {
    given([registered, verificationRequested('token-1')]).when(verify('guess')).thenThrows(ValidationError, 'Invalid verification token');
    given([registered, verificationRequested('token-1'), verificationRequested('token-2')])
      .when(verify('token-1'))
      .thenThrows(ValidationError, 'Invalid verification token');
  });

  it('reports the problem on the token field', () => {
    expect(() => userDecider.decide(verify('guess'), [registered, verificationRequested('token-1')].reduce(userDecider.evolve, userDecider.initialState()))).toThrow(
      expect.objectContaining({ errors: { token: 'Invalid verification token' } }),
    );
  });

  it('records nothing once verified, whatever the token', () => {
    given([registered, verificationRequested('token-1'), emailVerified]).when(verify('token-1')).then([]);
    given([registered, verificationRequested('token-1'), emailVerified]).when(verify('anything')).then([]);
  });

  it('treats a token of an unknown or deleted user as unknown', () => {
    given([]).when(verify('token-1')).thenThrows(ValidationError, 'Invalid verification token');
    given([registered, verificationRequested('token-1'), deleted]).when(verify('token-1')).thenThrows(ValidationError, 'Invalid verification token');
  });
});

describe('ResendVerification', () => {
  const resend = (token: string, actor: typeof self | null = self) => command('ResendVerification', { token }, actor, later(HOUR));

  it('issues a new token with a fresh 24-hour expiry', () => {
    given([registered, verificationRequested('token-1')]).when(resend('token-2')).then([verificationRequested('token-2', later(HOUR))]);
  });

  it('records nothing for the same token or an already verified email', () => {
    given([registered, verificationRequested('token-1')]).when(resend('token-1')).then([]);
    given([registered, verificationRequested('token-1'), emailVerified]).when(resend('token-2')).then([]);
  });

  it('is only for the signed-in user themselves', () => {
    given([registered]).when(resend('token-2', otherUser)).thenThrows(Forbidden, 'You can only change your own account');
    given([registered]).when(resend('token-2', null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });

  it('refuses a deleted user', () => {
    given([registered, deleted]).when(resend('token-2')).thenThrows(NotFound, 'User not found');
  });
});

describe('RecordLogin', () => {
  const login = (sessionId: string) => command('RecordLogin', { sessionId, expiresAt: later(24 * HOUR) });

  it('opens a session', () => {
    given([registered]).when(login('s2')).then([loggedIn('s2')]);
  });

  it('records nothing for a session already recorded', () => {
    given([registered, loggedIn('s2')]).when(login('s2')).then([]);
  });

  it('answers an unknown or deleted account like a wrong password', () => {
    given([]).when(login('s2')).thenThrows(Unauthenticated, 'Invalid credentials');
    given([registered, deleted]).when(login('s2')).thenThrows(Unauthenticated, 'Invalid credentials');
  });
});

describe('RecordFailedLogin', () => {
  const failed = command('RecordFailedLogin', {});

  it('records every failed attempt for audit', () => {
    const attempt: UserEvent = { type: 'LoginFailed', data: { userId, at } };
    given([registered]).when(failed).then([attempt]);
    given([registered, attempt]).when(failed).then([attempt]);
  });

  it('answers an unknown or deleted account like a wrong password', () => {
    given([]).when(failed).thenThrows(Unauthenticated, 'Invalid credentials');
    given([registered, deleted]).when(failed).thenThrows(Unauthenticated, 'Invalid credentials');
  });
});

describe('LogOut', () => {
  const logOut = (sessionId: string, actor: typeof self | null = self, when = later(HOUR)) => command('LogOut', { sessionId }, actor, when);

  it('ends the session', () => {
    given([registered, loggedIn('s1')]).when(logOut('s1')).then([sessionEnded('s1', later(HOUR))]);
  });

  it('records nothing for a session that is unknown, already ended or expired', () => {
    given([registered, loggedIn('s1')]).when(logOut('other')).then([]);
    given([registered, loggedIn('s1'), sessionEnded('s1')]).when(logOut('s1')).then([]);
    given([registered, loggedIn('s1', later(HOUR))]).when(logOut('s1', self, later(HOUR))).then([]);
  });

  it("cannot end someone else's session", () => {
    given([registered, loggedIn('s1')]).when(logOut('s1', otherUser)).thenThrows(Forbidden, 'You can only change your own account');
  });
});

describe('ChangeUsername', () => {
  const rename = (username: string, actor: typeof self | null = self) => command('ChangeUsername', { username }, actor);

  it('records the new username as personal data', () => {
    given([registered]).when(rename('Ada L')).then([{ type: 'UsernameChanged', data: { userId, at, personal: { username: 'Ada L' } } }]);
  });

  it('records a change of case, and nothing for the same name', () => {
    given([registered]).when(rename('ADA')).then([{ type: 'UsernameChanged', data: { userId, at, personal: { username: 'ADA' } } }]);
    given([registered]).when(rename('ada')).then([]);
  });

  it('is only for the user themselves, and not after deletion', () => {
    given([registered]).when(rename('Ada L', otherUser)).thenThrows(Forbidden, 'You can only change your own account');
    given([registered]).when(rename('Ada L', null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
    given([registered, deleted]).when(rename('Ada L')).thenThrows(NotFound, 'User not found');
  });
});

describe('ChangePassword', () => {
  const change = (passwordHash: string, currentPasswordMatches = true, actor: typeof self = self) =>
    command('ChangePassword', { passwordHash, currentPasswordMatches, sessionId: 's1' }, actor, later(HOUR));
  const passwordChanged = (passwordHash: string): UserEvent => ({
    type: 'PasswordChanged',
    data: { userId, at: later(HOUR).toISOString(), personal: { passwordHash } },
  });

  it('records the new hash and ends every other open session, keeping this one', () => {
    given([registered, loggedIn('s1'), loggedIn('s2'), loggedIn('s3'), sessionEnded('s3'), loggedIn('old', later(HOUR))])
      .when(change('hash-2'))
      .then([passwordChanged('hash-2'), sessionEnded('s2', later(HOUR), 'password-changed')]);
  });

  it('refuses a wrong current password, on the currentPassword field', () => {
    given([registered, loggedIn('s1')]).when(change('hash-2', false)).thenThrows(ValidationError, 'Current password is incorrect');
    const state = [registered, loggedIn('s1')].reduce(userDecider.evolve, userDecider.initialState());
    expect(() => userDecider.decide(change('hash-2', false), state)).toThrow(
      expect.objectContaining({ errors: { currentPassword: 'Current password is incorrect' } }),
    );
  });

  it('records nothing for the hash already stored', () => {
    given([registered, loggedIn('s1')]).when(change('hash-1')).then([]);
  });

  it('is only for the user themselves', () => {
    given([registered]).when(change('hash-2', true, otherUser)).thenThrows(Forbidden, 'You can only change your own account');
  });
});

describe('ChangeRole', () => {
  const changeRole = (role: string, actor: typeof admin | null = admin, by: 'admin' | 'payment' = 'admin') =>
    command('ChangeRole', { role, by }, actor);
  const roleChanged = (role: 'PREMIUM' | 'PRO' | 'FREE', previousRole: 'FREE' | 'PREMIUM' | 'PRO', by: 'admin' | 'payment' = 'admin'): UserEvent => ({
    type: 'RoleChanged',
    data: { userId, role, previousRole, by, at },
  });

  it('records the new role upper-cased', () => {
    given([registered]).when(changeRole(' premium ')).then([roleChanged('PREMIUM', 'FREE')]);
  });

  it('lets the payment webhook change the role without an actor', () => {
    given([registered]).when(changeRole('PRO', null, 'payment')).then([roleChanged('PRO', 'FREE', 'payment')]);
  });

  it('records nothing for the current role', () => {
    given([registered, roleChanged('PRO', 'FREE')]).when(changeRole('pro')).then([]);
  });

  it('never makes anyone ADMIN, nor accepts an unknown role', () => {
    given([registered]).when(changeRole('ADMIN')).thenThrows(ValidationError, 'Role must be FREE, PREMIUM or PRO');
    given([registered]).when(changeRole('GOLD')).thenThrows(ValidationError, 'Role must be FREE, PREMIUM or PRO');
  });

  it('refuses to change an admin account; a payment leaves it as it is', () => {
    given([registeredAs('ADMIN')]).when(changeRole('FREE')).thenThrows(Conflict, 'Admin accounts cannot be changed');
    given([registeredAs('ADMIN')]).when(changeRole('FREE', null, 'payment')).then([]);
  });

  it('is for admins only when an admin asks', () => {
    given([registered]).when(changeRole('PRO', otherUser)).thenThrows(Forbidden, 'Admin access required');
    given([registered]).when(changeRole('PRO', null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });

  it('refuses an unknown or deleted user', () => {
    given([]).when(changeRole('PRO')).thenThrows(NotFound, 'User not found');
    given([registered, deleted]).when(changeRole('PRO')).thenThrows(NotFound, 'User not found');
  });
});

describe('DeleteUser', () => {
  const remove = (actor: typeof admin | null = admin) => command('DeleteUser', {}, actor);

  it('records the deletion', () => {
    given([registered, loggedIn('s1')]).when(remove()).then([deleted]);
  });

  it('records nothing when repeated, also after the personal data was erased', () => {
    given([registered, deleted]).when(remove()).then([]);
    given([erasedRegistration, deleted]).when(remove()).then([]);
  });

  it('refuses to delete an admin account', () => {
    given([registeredAs('ADMIN')]).when(remove()).thenThrows(Conflict, 'Admin accounts cannot be deleted');
  });

  it('is for admins only, and needs an existing user', () => {
    given([registered]).when(remove(otherUser)).thenThrows(Forbidden, 'Admin access required');
    given([registered]).when(remove(null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
    given([]).when(remove()).thenThrows(NotFound, 'User not found');
  });
});
