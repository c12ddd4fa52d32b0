// Session tokens are opaque: `<userId>.<secret>`. Only a digest of the secret (the session id) is stored, in the
// user's `UserLoggedIn` event, so nobody who can read the event store can sign in as someone else.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface SessionReference {
  userId: string;
  sessionId: string;
}

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function issueSession(userId: string, now: Date): IssuedSession {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${userId}.${secret}`, sessionId: digest(secret), expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
}

/** Undefined for anything that is not a token this server could have issued. */
export function readSessionToken(token: string): SessionReference | undefined {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return undefined;
  return { userId: match[1]!, sessionId: digest(match[2]!) };
}
