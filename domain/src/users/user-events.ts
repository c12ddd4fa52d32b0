// Events of the user aggregate (stream `user-<uuid>`). Times are ISO-8601 strings, as stored.
import type { DomainEvent } from '../shared/decider';
import type { Role } from '../shared/roles';

/**
 * The part of a payload that the law may ask us to erase (and the password hash, which is secret). The command API
 * encrypts this field with the user's key before appending and decrypts it on read; after erasure (the key is
 * deleted) readers get `null`. The key's owner is the payload's `userId`. See README.md.
 */
export type Personal<T> = T | null;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; role: Role; at: string; personal: Personal<{ email: string; username: string; passwordHash: string }> }
>;
/** `token` is opaque to the domain: infra stores a digest of the mailed token, never the token itself. */
export type EmailVerificationRequested = DomainEvent<'EmailVerificationRequested', { userId: string; token: string; expiresAt: string; at: string }>;
export type EmailVerified = DomainEvent<'EmailVerified', { userId: string; at: string }>;
export type UserLoggedIn = DomainEvent<'UserLoggedIn', { userId: string; sessionId: string; expiresAt: string; at: string }>;
/** A wrong password for an existing account, kept for audit. It changes no state. */
export type LoginFailed = DomainEvent<'LoginFailed', { userId: string; at: string }>;
export type SessionEnded = DomainEvent<'SessionEnded', { userId: string; sessionId: string; reason: 'logout' | 'password-changed'; at: string }>;
export type UsernameChanged = DomainEvent<'UsernameChanged', { userId: string; at: string; personal: Personal<{ username: string }> }>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; at: string; personal: Personal<{ passwordHash: string }> }>;
export type RoleChanged = DomainEvent<'RoleChanged', { userId: string; role: Role; previousRole: Role; by: RoleChangedBy; at: string }>;
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; at: string }>;

/** An admin from the users screen, or the payment webhook after a checkout. */
export type RoleChangedBy = 'admin' | 'payment';

export type UserEvent =
  | UserRegistered
  | EmailVerificationRequested
  | EmailVerified
  | UserLoggedIn
  | LoginFailed
  | SessionEnded
  | UsernameChanged
  | PasswordChanged
  | RoleChanged
  | UserDeleted;

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}
