// Commands of the user aggregate. Ids, tokens, password hashes and session expiries are made outside the domain
// (infra) and arrive here as inputs, like time (metadata.now) and the acting user (metadata.actor).
import type { Command } from '../shared/decider';
import type { Role } from '../shared/roles';
import type { RoleChangedBy } from './user-events';

export interface NewSession {
  sessionId: string;
  expiresAt: Date;
}

/**
 * Self-service sign-up: a FREE account with an unverified email, signed in at once (docs/product.md "Accounts and
 * sessions").
 */
export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; email: string; username: string; passwordHash: string; verificationToken: string; session: NewSession }
>;
/** An admin (or the seed, acting as an admin) creates an account with its role and a verified email. */
export type CreateAccount = Command<'CreateAccount', { userId: string; email: string; username: string; passwordHash: string; role: Role }>;
export type VerifyEmail = Command<'VerifyEmail', { token: string }>;
/** A new token replaces the pending one; only the latest token verifies. */
export type ResendVerification = Command<'ResendVerification', { token: string }>;
/** The password was checked outside (argon2 lives in infra); this records the new session. */
export type RecordLogin = Command<'RecordLogin', NewSession>;
export type RecordFailedLogin = Command<'RecordFailedLogin', Record<string, never>>;
export type LogOut = Command<'LogOut', { sessionId: string }>;
export type ChangeUsername = Command<'ChangeUsername', { username: string }>;
/**
 * `currentPasswordMatches` is the outcome of checking the current password against the stored hash (in infra);
 * `sessionId` is the session making the change, which stays open while every other one ends.
 */
export type ChangePassword = Command<'ChangePassword', { passwordHash: string; currentPasswordMatches: boolean; sessionId: string }>;
/** `role` as received: upper-cased and checked by the decider. */
export type ChangeRole = Command<'ChangeRole', { role: string; by: RoleChangedBy }>;
export type DeleteUser = Command<'DeleteUser', Record<string, never>>;

export type UserCommand =
  | RegisterUser
  | CreateAccount
  | VerifyEmail
  | ResendVerification
  | RecordLogin
  | RecordFailedLogin
  | LogOut
  | ChangeUsername
  | ChangePassword
  | ChangeRole
  | DeleteUser;
