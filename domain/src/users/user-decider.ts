// Decisions of the user aggregate. Repeating a command that is already in effect records nothing; a deleted user
// can do nothing; admin accounts can be neither re-roled nor deleted (docs/product.md "Accounts and sessions").
import type { Decider } from '../shared/decider';
import { Conflict, NotFound, Unauthenticated, ValidationError } from '../shared/errors';
import type { Role } from '../shared/roles';
import { requireRole, requireSelf } from './permissions';
import { ASSIGNABLE_ROLES, ROLE_NOT_ASSIGNABLE, type AssignableRole } from './schemas';
import type { UserCommand } from './user-commands';
import type { SessionEnded, UserEvent, UserRegistered } from './user-events';
import { evolveUser, initialUserState, openSessionIds, type ActiveUser, type UserState } from './user-state';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

// Server messages the spec leaves open (ours). 'Invalid credentials' is the one the SPA looks for (docs/product.md
// "Accounts and sessions").
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const USER_NOT_FOUND = 'User not found';
export const INVALID_VERIFICATION_TOKEN = 'Invalid verification token';
export const EXPIRED_VERIFICATION_TOKEN = 'Verification token has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const ADMIN_NOT_CHANGEABLE = 'Admin accounts cannot be changed';
export const ADMIN_NOT_DELETABLE = 'Admin accounts cannot be deleted';

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  const { actor, now } = command.metadata;
  const at = now.toISOString();
  switch (command.type) {
    case 'RegisterUser': {
      // Each registration gets a fresh user id, so an existing stream means this very command ran already.
      if (state.status !== 'new') return [];
      const { userId, email, username, passwordHash, verificationToken, session } = command.data;
      return [
        registered(userId, 'FREE', { email, username, passwordHash }, at),
        verificationRequested(userId, verificationToken, now),
        { type: 'UserLoggedIn', data: { userId, sessionId: session.sessionId, expiresAt: session.expiresAt.toISOString(), at } },
      ];
    }
    case 'CreateAccount': {
      requireRole(actor, 'ADMIN');
      if (state.status !== 'new') return [];
      const { userId, email, username, passwordHash, role } = command.data;
      return [registered(userId, role, { email, username, passwordHash }, at), { type: 'EmailVerified', data: { userId, at } }];
    }
    case 'VerifyEmail': {
      // The token names the user, so an unknown or deleted user is an unknown token.
      if (state.status !== 'active') throw invalidToken(INVALID_VERIFICATION_TOKEN);
      if (state.emailVerified) return [];
      const pending = state.verification;
      if (pending?.token !== command.data.token) throw invalidToken(INVALID_VERIFICATION_TOKEN);
      if (Date.parse(pending.expiresAt) <= now.getTime()) throw invalidToken(EXPIRED_VERIFICATION_TOKEN);
      return [{ type: 'EmailVerified', data: { userId: state.userId, at } }];
    }
    case 'ResendVerification': {
      const user = live(state);
      requireSelf(actor, user.userId);
      if (user.emailVerified || user.verification?.token === command.data.token) return [];
      return [verificationRequested(user.userId, command.data.token, now)];
    }
    case 'RecordLogin': {
      // The same answer as a wrong password, so a login never tells whether an account exists.
      if (state.status !== 'active') throw new Unauthenticated(INVALID_CREDENTIALS);
      const { sessionId, expiresAt } = command.data;
      if (Object.hasOwn(state.sessions, sessionId)) return [];
      return [{ type: 'UserLoggedIn', data: { userId: state.userId, sessionId, expiresAt: expiresAt.toISOString(), at } }];
    }
    case 'RecordFailedLogin': {
      if (state.status !== 'active') throw new Unauthenticated(INVALID_CREDENTIALS);
      return [{ type: 'LoginFailed', data: { userId: state.userId, at } }];
    }
    case 'LogOut': {
      const user = live(state);
      requireSelf(actor, user.userId);
      if (!openSessionIds(user, now).includes(command.data.sessionId)) return [];
      return [sessionEnded(user.userId, command.data.sessionId, 'logout', at)];
    }
    case 'ChangeUsername': {
      const user = live(state);
      requireSelf(actor, user.userId);
      if (user.username === command.data.username) return [];
      return [{ type: 'UsernameChanged', data: { userId: user.userId, at, personal: { username: command.data.username } } }];
    }
    case 'ChangePassword': {
      const user = live(state);
      requireSelf(actor, user.userId);
      const { passwordHash, currentPasswordMatches, sessionId } = command.data;
      if (!currentPasswordMatches) throw new ValidationError(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      if (user.passwordHash === passwordHash) return [];
      // Whoever else holds a session may be the reason for the change: sign them out, keep this device signed in.
      const others = openSessionIds(user, now).filter((id) => id !== sessionId);
      return [
        { type: 'PasswordChanged', data: { userId: user.userId, at, personal: { passwordHash } } },
        ...others.map((id) => sessionEnded(user.userId, id, 'password-changed', at)),
      ];
    }
    case 'ChangeRole': {
      // The payment webhook is authenticated by its signature before it gets here; it has no actor.
      if (command.data.by === 'admin') requireRole(actor, 'ADMIN');
      const user = live(state);
      const role = assignableRole(command.data.role);
      if (user.role === 'ADMIN') {
        // A payment never touches an admin (an admin who once subscribed keeps ADMIN), and the webhook must not fail.
        if (command.data.by === 'payment') return [];
        throw new Conflict(ADMIN_NOT_CHANGEABLE);
      }
      if (user.role === role) return [];
      return [{ type: 'RoleChanged', data: { userId: user.userId, role, previousRole: user.role, by: command.data.by, at } }];
    }
    case 'DeleteUser': {
      requireRole(actor, 'ADMIN');
      if (state.status === 'deleted') return [];
      const user = live(state);
      if (user.role === 'ADMIN') throw new Conflict(ADMIN_NOT_DELETABLE);
      return [{ type: 'UserDeleted', data: { userId: user.userId, at } }];
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

function live(state: UserState): ActiveUser {
  if (state.status !== 'active') throw new NotFound(USER_NOT_FOUND);
  return state;
}

function registered(userId: string, role: Role, personal: NonNullable<UserRegistered['data']['personal']>, at: string): UserEvent {
  return { type: 'UserRegistered', data: { userId, role, at, personal } };
}

function verificationRequested(userId: string, token: string, now: Date): UserEvent {
  const expiresAt = new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString();
  return { type: 'EmailVerificationRequested', data: { userId, token, expiresAt, at: now.toISOString() } };
}

function sessionEnded(userId: string, sessionId: string, reason: SessionEnded['data']['reason'], at: string): UserEvent {
  return { type: 'SessionEnded', data: { userId, sessionId, reason, at } };
}

function invalidToken(message: string): ValidationError {
  return new ValidationError(message, { token: message });
}

function assignableRole(input: string): AssignableRole {
  const role = input.trim().toUpperCase();
  const known = ASSIGNABLE_ROLES.find((candidate) => candidate === role);
  if (!known) throw new ValidationError(ROLE_NOT_ASSIGNABLE, { role: ROLE_NOT_ASSIGNABLE });
  return known;
}
