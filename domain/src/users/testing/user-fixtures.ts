// Shared fixtures for the user aggregate's tests: one user, one clock, events and commands built from them.
import type { Actor } from '../../shared/decider';
import type { Role } from '../../shared/roles';
import type { UserCommand } from '../user-commands';
import type { UserEvent } from '../user-events';

export const userId = '0197a1b2-0000-7000-8000-000000000001';
export const now = new Date('2026-11-22T10:00:00.000Z');
export const at = now.toISOString();
export const HOUR = 60 * 60 * 1000;

export function later(ms: number): Date {
  return new Date(now.getTime() + ms);
}

export const self: Actor = { userId, role: 'FREE', emailVerified: false };
export const otherUser: Actor = { userId: '0197a1b2-0000-7000-8000-000000000002', role: 'PRO', emailVerified: true };
export const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };

export function command<T extends UserCommand['type']>(
  type: T,
  data: Extract<UserCommand, { type: T }>['data'],
  actor: Actor | null = null,
  when: Date = now,
): UserCommand {
  return { type, data, metadata: { actor, now: when } } as UserCommand;
}

export function registeredAs(role: Role): UserEvent {
  return {
    type: 'UserRegistered',
    data: { userId, role, at, personal: { email: 'Ada@Example.com', username: 'ada', passwordHash: 'hash-1' } },
  };
}

export const registered = registeredAs('FREE');

export function verificationRequested(token: string, requestedAt: Date = now): UserEvent {
  return {
    type: 'EmailVerificationRequested',
    data: { userId, token, expiresAt: new Date(requestedAt.getTime() + 24 * HOUR).toISOString(), at: requestedAt.toISOString() },
  };
}

export function loggedIn(sessionId: string, expiresAt: Date = later(24 * HOUR), loginAt: Date = now): UserEvent {
  return { type: 'UserLoggedIn', data: { userId, sessionId, expiresAt: expiresAt.toISOString(), at: loginAt.toISOString() } };
}

export function sessionEnded(sessionId: string, endedAt: Date = now, reason: 'logout' | 'password-changed' = 'logout'): UserEvent {
  return { type: 'SessionEnded', data: { userId, sessionId, reason, at: endedAt.toISOString() } };
}

export const emailVerified: UserEvent = { type: 'EmailVerified', data: { userId, at } };
export const deleted: UserEvent = { type: 'UserDeleted', data: { userId, at } };
