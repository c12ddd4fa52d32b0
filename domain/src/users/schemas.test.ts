import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginSchema,
  MAX_PASSWORD_LENGTH,
  MAX_SIGN_IN_PASSWORD_LENGTH,
  passwordChangeFormSchema,
  passwordChangeSchema,
  profileSchema,
  registrationSchema,
  roleChangeSchema,
  testAccountSchema,
  verifyEmailSchema,
} from './schemas';

/** Every message per field, in the order the schema reports them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const strong = 'Str0ng!pass';
const registration = { email: 'ada@example.com', username: 'Ada Lovelace_1', password: strong, confirmPassword: strong };

describe('login', () => {
  it('accepts an email and any non-empty password, trimming the email', () => {
    expect(loginSchema.parse({ email: ' Ada@Example.com ', password: 'x' })).toEqual({ email: 'Ada@Example.com', password: 'x' });
  });

  it('reports a malformed or missing email and a missing password', () => {
    expect(errorsOf(loginSchema, { email: 'ada@', password: '' })).toEqual({
      email: ['Invalid email format'],
      password: ['Password is required'],
    });
    expect(errorsOf(loginSchema, {})).toEqual({ email: ['Invalid email format'], password: ['Password is required'] });
  });
});

describe('registration', () => {
  it('accepts a valid form and trims the username', () => {
    expect(registrationSchema.parse({ ...registration, username: '  ada_1 ' }).username).toBe('ada_1');
  });

  it('reports an invalid email', () => {
    expect(errorsOf(registrationSchema, { ...registration, email: 'not-an-email' })).toEqual({ email: ['Please enter a valid email'] });
  });

  it.each([
    ['', ['Username must be at least 3 characters']],
    ['ab', ['Username must be at least 3 characters']],
    ['a'.repeat(31), ['Username cannot exceed 30 characters']],
    ['ada!', ['Username can only contain letters, numbers, spaces, and underscores']],
    ['adé', ['Username can only contain letters, numbers, spaces, and underscores']],
    [undefined, ['Username must be at least 3 characters']],
  ])('reports username %j', (username, messages) => {
    expect(errorsOf(registrationSchema, { ...registration, username })).toEqual({ username: messages });
  });

  it('accepts usernames of exactly 3 and 30 characters', () => {
    expect(registrationSchema.safeParse({ ...registration, username: 'abc' }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...registration, username: 'a'.repeat(30) }).success).toBe(true);
  });

  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters'],
    ['n0upper!case', 'Password must contain at least one uppercase letter'],
    ['N0LOWER!CASE', 'Password must contain at least one lowercase letter'],
    ['No!digits!here', 'Password must contain at least one number'],
    ['N0 special chars', 'Password must contain at least one special character'],
  ])('reports password %j', (password, message) => {
    expect(errorsOf(registrationSchema, { ...registration, password, confirmPassword: password })).toEqual({ password: [message] });
  });

  it('reports every missing kind of character, length first', () => {
    expect(errorsOf(registrationSchema, { ...registration, password: 'aaa', confirmPassword: 'aaa' }).password).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('reports a mismatched or missing confirmation on confirmPassword, even when the password is also weak', () => {
    expect(errorsOf(registrationSchema, { ...registration, confirmPassword: `${strong}x` })).toEqual({ confirmPassword: ['Passwords do not match'] });
    expect(errorsOf(registrationSchema, { ...registration, password: 'weak', confirmPassword: 'other' }).confirmPassword).toEqual([
      'Passwords do not match',
    ]);
    expect(errorsOf(registrationSchema, { ...registration, confirmPassword: undefined }).confirmPassword).toEqual(['Passwords do not match']);
  });

  it("reports the mismatch beside every other field's error, a malformed email included (the form shows them at once)", () => {
    expect(errorsOf(registrationSchema, { email: '', username: 'ab', password: 'Sh0rt!', confirmPassword: 'other' })).toEqual({
      email: ['Please enter a valid email'],
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Passwords do not match'],
    });
    expect(errorsOf(registrationSchema, { email: 'nope', username: 'ada', password: 'Sh0rt!', confirmPassword: 'Sh0rt!' })).toEqual({
      email: ['Please enter a valid email'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('reports one message for a confirmation that is not text, and none for input that is not a form', () => {
    expect(errorsOf(registrationSchema, { email: 'x', password: 'Sh0rt!', confirmPassword: 7 }).confirmPassword).toEqual(['Passwords do not match']);
    expect(registrationSchema.safeParse('not a form').success).toBe(false);
    expect(registrationSchema.safeParse(null).success).toBe(false);
  });
});

describe('profile username change', () => {
  it('accepts and trims a valid username', () => {
    expect(profileSchema.parse({ username: ' new name ' })).toEqual({ username: 'new name' });
  });

  it.each([
    ['   ', 'Username cannot be empty'],
    ['', 'Username cannot be empty'],
    [undefined, 'Username cannot be empty'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username cannot exceed 30 characters'],
    ['no-dashes', 'Username can only contain letters, numbers, spaces, and underscores'],
  ])('reports %j', (username, message) => {
    expect(errorsOf(profileSchema, { username })).toEqual({ username: [message] });
  });
});

describe('password change', () => {
  it('requires the current password', () => {
    expect(errorsOf(passwordChangeSchema, { currentPassword: '', newPassword: strong })).toEqual({
      currentPassword: ['Current password is required'],
    });
    expect(errorsOf(passwordChangeSchema, { newPassword: strong })).toEqual({ currentPassword: ['Current password is required'] });
  });

  it('applies the registration rules to the new password', () => {
    expect(errorsOf(passwordChangeSchema, { currentPassword: 'old', newPassword: 'alllowercase1!' })).toEqual({
      newPassword: ['Password must contain at least one uppercase letter'],
    });
  });

  it("reports a mismatched confirmation on confirmPassword as \"Passwords don't match\"", () => {
    const form = { currentPassword: 'old', newPassword: strong, confirmPassword: 'different' };
    expect(errorsOf(passwordChangeFormSchema, form)).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(passwordChangeFormSchema.safeParse({ ...form, confirmPassword: strong }).success).toBe(true);
  });

  it('reports the mismatch beside a missing current password', () => {
    expect(errorsOf(passwordChangeFormSchema, { newPassword: strong, confirmPassword: 'different' })).toEqual({
      currentPassword: ['Current password is required'],
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('the longest passwords', () => {
  const tooLong = 'Password cannot exceed 128 characters';

  it('gives a new password at most 128 characters (ASVS), with one message', () => {
    const longest = `Str0ng!${'x'.repeat(MAX_PASSWORD_LENGTH - 7)}`;
    expect(registrationSchema.safeParse({ ...registration, password: longest, confirmPassword: longest }).success).toBe(true);
    const over = `${longest}x`;
    expect(errorsOf(registrationSchema, { ...registration, password: over, confirmPassword: over })).toEqual({
      password: [tooLong],
      confirmPassword: ['Passwords do not match'],
    });
    expect(errorsOf(passwordChangeSchema, { currentPassword: strong, newPassword: over })).toEqual({ newPassword: [tooLong] });
  });

  it('signs in with a longer one (an account from before the limit, or from ADMIN_PASSWORD), up to its own limit', () => {
    const stored = 'x'.repeat(MAX_SIGN_IN_PASSWORD_LENGTH);
    expect(loginSchema.safeParse({ email: 'ada@example.com', password: stored }).success).toBe(true);
    expect(passwordChangeSchema.safeParse({ currentPassword: stored, newPassword: strong }).success).toBe(true);
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: `${stored}x` })).toEqual({ password: ['Password cannot exceed 1024 characters'] });
    expect(errorsOf(passwordChangeSchema, { currentPassword: `${stored}x`, newPassword: strong })).toEqual({
      currentPassword: ['Current password cannot exceed 1024 characters'],
    });
  });
});

describe('admin role change', () => {
  it('upper-cases and trims the role', () => {
    expect(roleChangeSchema.parse({ role: ' premium ' })).toEqual({ role: 'PREMIUM' });
  });

  it.each(['ADMIN', 'GOLD', 7, undefined])('refuses %j', (role) => {
    expect(errorsOf(roleChangeSchema, { role })).toEqual({ role: ['Role must be FREE, PREMIUM or PRO'] });
  });
});

describe('email verification', () => {
  it('requires a token', () => {
    expect(errorsOf(verifyEmailSchema, { token: ' ' })).toEqual({ token: ['No verification token found'] });
    expect(errorsOf(verifyEmailSchema, {})).toEqual({ token: ['No verification token found'] });
  });
});

describe('admin test account', () => {
  const account = { email: 'premium.qa@test.com', username: 'qa premium', password: 'Passw0rd' };

  it('derives the role from the tier named in the address, highest tier first', () => {
    expect(testAccountSchema.parse(account).role).toBe('PREMIUM');
    expect(testAccountSchema.parse({ ...account, email: 'Free@TEST.com' }).role).toBe('FREE');
    expect(testAccountSchema.parse({ ...account, email: 'free-pro@test.com' }).role).toBe('PRO');
  });

  it('reports one email problem at a time, in the spec order', () => {
    expect(errorsOf(testAccountSchema, { ...account, email: 'nope' })).toEqual({ email: ['Invalid email format'] });
    expect(errorsOf(testAccountSchema, { ...account, email: 'pro@example.com' })).toEqual({ email: ['Email must end with @test.com'] });
    expect(errorsOf(testAccountSchema, { ...account, email: 'alice@test.com' })).toEqual({
      email: ["Email must include 'free', 'premium', or 'pro' (e.g., alice.free@test.com)"],
    });
  });

  it('looks for the tier in the local part only', () => {
    expect(errorsOf(testAccountSchema, { ...account, email: 'alice@pro.test.com' }).email).toEqual(['Email must end with @test.com']);
  });

  it('applies its own password rule, with no special character needed', () => {
    expect(testAccountSchema.safeParse({ ...account, password: 'Passw0rd' }).success).toBe(true);
    expect(errorsOf(testAccountSchema, { ...account, password: 'Pa0' })).toEqual({ password: ['Password must be at least 8 characters'] });
    for (const password of ['passw0rdx', 'PASSW0RDX', 'Passwordx']) {
      expect(errorsOf(testAccountSchema, { ...account, password })).toEqual({
        password: ['Password must contain at least one uppercase letter, one lowercase letter, and one number'],
      });
    }
  });

  it('finds the three kinds of character anywhere, lines apart included', () => {
    expect(testAccountSchema.safeParse({ ...account, password: 'passw0rd\nX' }).success).toBe(true);
    expect(testAccountSchema.safeParse({ ...account, password: `${'a'.repeat(100)}B1` }).success).toBe(true);
  });

  it('refuses a password over 128 characters with that message alone, before the other rules read it', () => {
    expect(testAccountSchema.safeParse({ ...account, password: `Pa5${'s'.repeat(MAX_PASSWORD_LENGTH - 3)}` }).success).toBe(true);
    expect(errorsOf(testAccountSchema, { ...account, password: 'a'.repeat(MAX_PASSWORD_LENGTH + 1) })).toEqual({
      password: ['Password cannot exceed 128 characters'],
    });
  });

  it('applies the username rules', () => {
    expect(errorsOf(testAccountSchema, { ...account, username: 'qa' })).toEqual({ username: ['Username must be at least 3 characters'] });
    expect(errorsOf(testAccountSchema, { ...account, username: 'q'.repeat(31) })).toEqual({ username: ['Username cannot exceed 30 characters'] });
    expect(errorsOf(testAccountSchema, { ...account, username: 'qa@home' })).toEqual({
      username: ['Username can only contain letters, numbers, spaces, and underscores'],
    });
  });
});
