// The account forms' rules, shared by the command API (validate.ts) and the SPA's forms, so both show the same
// messages. Messages are the spec's, verbatim (spec 000 §5, 001 §5); the few the spec leaves open are marked.
import { z } from 'zod';
import { text } from '../shared/text';
import type { Role } from '../shared/roles';

// Letters are ASCII: the spec says "letters, numbers, spaces and underscores" and usernames are compared
// case-insensitively, which is only well-defined without locale rules. `*` so an empty value gets the length
// message alone.
const USERNAME_CHARACTERS = /^[A-Za-z0-9_ ]*$/;

const USERNAME_TOO_SHORT = 'Username must be at least 3 characters';
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

/**
 * Usernames are trimmed everywhere, so 'ada' and 'ada ' can never be two accounts. With `emptyMessage`, a blank
 * username gets that message alone instead of the length rule's.
 */
function username(emptyMessage?: string) {
  const base = text({ error: emptyMessage ?? USERNAME_TOO_SHORT }).trim();
  return (emptyMessage ? base.check(z.minLength(1, { error: emptyMessage, abort: true })) : base)
    .min(3, USERNAME_TOO_SHORT)
    .max(30, 'Username cannot exceed 30 characters')
    .regex(USERNAME_CHARACTERS, 'Username can only contain letters, numbers, spaces, and underscores');
}

/** Registration and password change: each missing kind of character has its own message (spec 000 §5). */
const strongPassword = text({ error: PASSWORD_TOO_SHORT })
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
  return text({ error: message }).trim().pipe(z.email({ error: message }));
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
  password: text({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.output<typeof loginSchema>;

export const registrationSchema = z
  .object({
    email: email('Please enter a valid email'),
    username: username(),
    password: strongPassword,
    confirmPassword: text({ error: 'Passwords do not match' }),
  })
  .check(confirmed('password', 'Passwords do not match'));
export type RegistrationInput = z.output<typeof registrationSchema>;

export const profileSchema = z.object({ username: username('Username cannot be empty') });
export type ProfileInput = z.output<typeof profileSchema>;

/** What PUT /api/auth/password receives (spec 000 §7): the confirmation stays in the browser. */
export const passwordChangeSchema = z.object({
  currentPassword: text({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: strongPassword,
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** The settings form: the request plus its confirmation field. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: text({ error: "Passwords don't match" }) })
  .check(confirmed('newPassword', "Passwords don't match"));

/** An admin may give FREE, PREMIUM or PRO; nobody is made ADMIN through a form (spec 001 §6). */
export const ASSIGNABLE_ROLES = ['FREE', 'PREMIUM', 'PRO'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
// Ours: the spec shows only a dropdown.
export const ROLE_NOT_ASSIGNABLE = 'Role must be FREE, PREMIUM or PRO';

export const roleChangeSchema = z.object({
  role: text({ error: ROLE_NOT_ASSIGNABLE }).trim().toUpperCase().pipe(z.enum(ASSIGNABLE_ROLES, ROLE_NOT_ASSIGNABLE)),
});
export type RoleChangeInput = z.output<typeof roleChangeSchema>;

export const verifyEmailSchema = z.object({
  token: text({ error: 'No verification token found' }).trim().min(1, 'No verification token found'),
});

// Highest tier first, so 'free-pro@test.com' is a PRO account. 'premium' does not contain 'pro'.
const TEST_ACCOUNT_TIERS = [
  ['pro', 'PRO'],
  ['premium', 'PREMIUM'],
  ['free', 'FREE'],
] as const satisfies readonly (readonly [string, AssignableRole])[];

function localPart(address: string): string {
  return address.slice(0, address.lastIndexOf('@')).toLowerCase();
}

function tierOf(address: string): AssignableRole | undefined {
  const local = localPart(address);
  return TEST_ACCOUNT_TIERS.find(([word]) => local.includes(word))?.[1];
}

/**
 * Admin-created test accounts (spec 001 §5). The tier named in the address's local part becomes the account's role.
 * The spec's example placeholder is filled with the admin's own local part plus a tier, so the message shows how to
 * fix what was typed ('alice@test.com' → 'e.g., alice.free@test.com').
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
    password: text({ error: PASSWORD_TOO_SHORT })
      .min(8, PASSWORD_TOO_SHORT)
      .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])/, 'Password must contain at least one uppercase letter, one lowercase letter, and one number'),
  })
  // The refinement above guarantees a tier.
  .transform((account) => ({ ...account, role: tierOf(account.email)! }));
export type TestAccountInput = z.output<typeof testAccountSchema>;
