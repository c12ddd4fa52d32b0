import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, issueSession, readSessionToken } from './session-token';

const userId = '0192f3a4-5b6c-7d8e-9f00-112233445566';

describe('session tokens', () => {
  it('reads back the user and the session id, which is a digest and not part of the token', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const issued = issueSession(userId, now);
    expect(readSessionToken(issued.token)).toEqual({ userId, sessionId: issued.sessionId });
    expect(issued.token).not.toContain(issued.sessionId);
    expect(issued.expiresAt.getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    expect(issueSession(userId, now).token).not.toBe(issued.token);
  });

  it.each(['', 'garbage', `${userId}.short`, `not-a-uuid.${'a'.repeat(43)}`, `${userId}.${'a'.repeat(43)}.extra`])('refuses %j', (token) => {
    expect(readSessionToken(token)).toBeUndefined();
  });

  it('gives a different session for a tampered secret', () => {
    const issued = issueSession(userId, new Date());
    const tampered = `${issued.token.slice(0, -1)}${issued.token.endsWith('A') ? 'B' : 'A'}`;
    expect(readSessionToken(tampered)?.sessionId).not.toBe(issued.sessionId);
  });
});
