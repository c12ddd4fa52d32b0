// The user aggregate's state, folded from its events. Sessions live here, on the user stream, so ending them
// (logout, password change, deletion) never needs a second stream; a user has only a handful open at a time.
import type { Actor } from '../shared/decider';
import type { Role } from '../shared/roles';
import type { UserEvent } from './user-events';

export interface ActiveUser {
  status: 'active';
  userId: string;
  email: string;
  username: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  /** The latest verification token still waiting to be used, if any. */
  verification: { token: string; expiresAt: string } | null;
  /** Open sessions: id → expiry (ISO-8601). */
  sessions: Readonly<Record<string, string>>;
}

export type UserState = { status: 'new' } | ActiveUser | { status: 'deleted'; userId: string };

export function initialUserState(): UserState {
  return { status: 'new' };
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, role, personal } = event.data;
    if (!personal) return erased(userId);
    return { status: 'active', userId, ...personal, role, emailVerified: false, verification: null, sessions: {} };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'EmailVerificationRequested':
      return { ...state, verification: { token: event.data.token, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return { ...state, emailVerified: true, verification: null };
    case 'UserLoggedIn':
      // Expired sessions are dropped here, so the map stays as small as the number of live sessions.
      return { ...state, sessions: { ...unexpired(state.sessions, Date.parse(event.data.at)), [event.data.sessionId]: event.data.expiresAt } };
    case 'LoginFailed':
      return state;
    case 'SessionEnded': {
      const { [event.data.sessionId]: _ended, ...rest } = state.sessions;
      return { ...state, sessions: rest };
    }
    case 'UsernameChanged':
      return event.data.personal ? { ...state, ...event.data.personal } : erased(state.userId);
    case 'PasswordChanged':
      return event.data.personal ? { ...state, ...event.data.personal } : erased(state.userId);
    case 'RoleChanged':
      return { ...state, role: event.data.role };
    case 'UserDeleted':
      return { status: 'deleted', userId: state.userId };
  }
}

/** Personal data is erased only after UserDeleted, so an event whose personal data is gone belongs to a deleted user. */
function erased(userId: string): UserState {
  return { status: 'deleted', userId };
}

function unexpired(sessions: Readonly<Record<string, string>>, now: number): Record<string, string> {
  return Object.fromEntries(Object.entries(sessions).filter(([, expiresAt]) => Date.parse(expiresAt) > now));
}

/** The open, unexpired sessions at `now`. */
export function openSessionIds(user: ActiveUser, now: Date): string[] {
  return Object.keys(unexpired(user.sessions, now.getTime()));
}

/** Who a session token stands for, or null when the session is unknown, ended or expired, or the user is deleted. */
export function actorOf(state: UserState, sessionId: string, now: Date): Actor | null {
  if (state.status !== 'active' || !openSessionIds(state, now).includes(sessionId)) return null;
  return { userId: state.userId, role: state.role, emailVerified: state.emailVerified };
}
