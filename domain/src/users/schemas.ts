// The account forms' rules, shared by the command API (validate.ts) and the SPA's forms, so both show the same
// messages. Messages are the spec's, verbatim (docs/product.md "Accounts and sessions"); the few the spec leaves open
// are marked.
import { z } from 'zod';
import { inputText, text } from '../shared/text';
import type { Role } from '../shared/roles';

// Letters are ASCII: the spec says "letters, numbers, spaces and underscores" and usernames are compared
// case-insensitively, which is only well-defined without locale rules. `*` so an empty value gets the length
// message alone.
const USERNAME_CHARACTERS = /^[A-Za-z0-9_ ]*$/;

const USERNAME_TOO_SHORT = 'Username must be at least 3 characters';
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

/** A password an account takes: ASVS (V2.1.2) permits 64 characters and more, and denies more than 128. */
export const MAX_PASSWORD_LENGTH = 128;
/**
 * A password checked against an account's (signing in, the current one of a change): accounts made before the limit
 * above, or from ADMIN_PASSWORD, may hold a longer one, and must still sign in.
 */
export const MAX_SIGN_IN_PASSWORD_LENGTH = 1024;
/** RFC 5321: a path holds at most 256 characters, the angle brackets included. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Usernames are trimmed everywhere, so 'ada' and 'ada ' can never be two accounts. With `emptyMessage`, a blank
 * username gets that message alone instead of the length rule's.
 */
function username(emptyMessage?: string) {
  const base = inputText({ label: 'Username', max: 30, trim: true }, { error: emptyMessage ?? USERNAME_TOO_SHORT });
  return (emptyMessage ? base.check(z.minLength(1, { error: emptyMessage, abort: true })) : base)
    .min(3, USERNAME_TOO_SHORT)
    .regex(USERNAME_CHARACTERS, 'Username can only contain letters, numbers, spaces, and underscores');
}

const newPassword = (params: { error: string }) => inputText({ label: 'Password', max: MAX_PASSWORD_LENGTH }, params);
const signInPassword = (label: string) => inputText({ label, max: MAX_SIGN_IN_PASSWORD_LENGTH }, { error: `${label} is required` }).min(1, `${label} is required`);

/**
 * Registration and password change: each missing kind of character has its own message (docs/product.md "Accounts and
 * sessions").
 */
const strongPassword = newPassword({ error: PASSWORD_TOO_SHORT })
  .min(8, PASSWORD_TOO_SHORT)
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  // Anything that is neither a letter, a digit nor whitespace counts as special.
  .regex(/[^A-Za-z0-9\s]/, 'Password must contain at least one special character');

/**
 * Emails are trimmed (autofill adds spaces) but keep their case; uniqueness and login ignore case. A malformed address
 * does not abort the form, so its confirmation check still runs beside it.
 */
function email(message: string) {
  return inputText({ label: 'Email', max: MAX_EMAIL_LENGTH, trim: true }, { error: message }).pipe(z.email({ error: message }));
}

/**
 * Reports a mismatch on the confirmation field, where the form shows it. zod skips an object's refinements once a
 * field fails in a way that stops parsing (a missing field, a rule marked `abort`), so this one says when it runs:
 * whenever the confirmation is text. The form and the server's answer then carry every field's error at once; a
 * confirmation that is not text gets its own field's message instead.
 */
function confirmed<T extends { confirmPassword: string }>(field: keyof T & string, message: string) {
  return z.superRefine<T>(
    (value, ctx) => {
      if (value[field] !== value.confirmPassword) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null && 'confirmPassword' in value && typeof value.confirmPassword === 'string' },
  );
}

export const loginSchema = z.object({
  email: email('Invalid email format'),
  // The spec gives no message for a missing password (ours).
  password: signInPassword('Password'),
});
export type LoginInput = z.output<typeof loginSchema>;

export const registrationSchema = z
  .object({
    email: email('Please enter a valid email'),
    username: username(),
    password: strongPassword,
    // Longer than any password it could match.
    confirmPassword: inputText({ max: MAX_PASSWORD_LENGTH, tooLong: 'Passwords do not match' }, { error: 'Passwords do not match' }),
  })
  .check(confirmed('password', 'Passwords do not match'));
export type RegistrationInput = z.output<typeof registrationSchema>;

export const profileSchema = z.object({ username: username('Username cannot be empty') });
export type ProfileInput = z.output<typeof profileSchema>;

/**
 * What PUT /api/auth/password receives (docs/product.md "Accounts and sessions"): the confirmation stays in the
 * browser.
 */
export const passwordChangeSchema = z.object({
  currentPassword: signInPassword('Current password'),
  newPassword: strongPassword,
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** The settings form: the request plus its confirmation field. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: inputText({ max: MAX_PASSWORD_LENGTH, tooLong: "Passwords don't match" }, { error: "Passwords don't match" }) })
  .check(confirmed('newPassword', "Passwords don't match"));

/**
 * An admin may give FREE, PREMIUM or PRO; nobody is made ADMIN through a form (docs/product.md "Accounts and
 * sessions").
 */
export const ASSIGNABLE_ROLES = ['FREE', 'PREMIUM', 'PRO'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
// Ours: the spec shows only a dropdown.
export const ROLE_NOT_ASSIGNABLE = 'Role must be FREE, PREMIUM or PRO';

export const roleChangeSchema = z.object({
  role: inputText({ max: 20, tooLong: ROLE_NOT_ASSIGNABLE, trim: true }, { error: ROLE_NOT_ASSIGNABLE })
    .toUpperCase()
    .pipe(z.enum(ASSIGNABLE_ROLES, ROLE_NOT_ASSIGNABLE)),
});
export type RoleChangeInput = z.output<typeof roleChangeSchema>;

export const verifyEmailSchema = z.object({
  token: inputText({ label: 'Verification token', max: 200, trim: true }, { error: 'No verification token found' }).min(1, 'No verification token found'),
});

// Highest tier first, so 'free-pro@test.com' is a PRO account. 'premium' does not contain 'pro'.
const TEST_ACCOUNT_TIERS = [
  ['pro', 'PRO'],
  ['premium', 'PREMIUM'],
  ['free', 'FREE'],
] as const satisfies readonly (readonly [string, AssignableRole])[];

/**
 * Three scans of one character class each: linear. One pattern of three lookaheads (`(?=.*[a-z])(?=.*[A-Z])...`),
 * unanchored, rescanned the rest of the value from every position: 10.6 s for 100,000 characters, the service frozen.
 */
function hasLowerUpperAndDigit(password: string): boolean {
  return /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password);
}

function localPart(address: string): string {
  return address.slice(0, address.lastIndexOf('@')).toLowerCase();
}

function tierOf(address: string): AssignableRole | undefined {
  const local = localPart(address);
  return TEST_ACCOUNT_TIERS.find(([word]) => local.includes(word))?.[1];
}

/**
 * Admin-created test accounts (docs/product.md "Accounts and sessions"). The tier named in the address's local part
 * becomes the account's role. The spec's example placeholder is filled with the admin's own local part plus a tier, so
 * the message shows how to fix what was typed ('alice@test.com' → 'e.g., alice.free@test.com').
 */
export const testAccountSchema = z
  .object({
    // One message at a time: the address rules see only a well-formed address (a pipe stops at the format's).
    email: email('Invalid email format').pipe(
      text()
        .refine((address) => address.toLowerCase().endsWith('@test.com'), { error: 'Email must end with @test.com', abort: true })
        .refine((address) => tierOf(address) !== undefined, {
          error: (issue) => `Email must include 'free', 'premium', or 'pro' (e.g., ${localPart(String(issue.input))}.free@test.com)`,
        }),
    ),
    username: username(),
    password: newPassword({ error: PASSWORD_TOO_SHORT })
      .min(8, PASSWORD_TOO_SHORT)
      .refine(hasLowerUpperAndDigit, 'Password must contain at least one uppercase letter, one lowercase letter, and one number'),
  })
  // The refinement above guarantees a tier.
  .transform((account) => ({ ...account, role: tierOf(account.email)! }));
export type TestAccountInput = z.output<typeof testAccountSchema>;
