import { loginSchema, passwordChangeFormSchema, registrationSchema, testAccountSchema } from '@app/domain/users/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsFromIssues, fieldErrorsFromServer, hasErrors } from './form-errors';

const REGISTRATION_FIELDS = ['email', 'username', 'password', 'confirmPassword'] as const;

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success || !result.error) throw new Error('expected the schema to reject the input');
  return result.error.issues;
}

describe('fieldErrorsFromIssues, with the shared schemas (the messages the product sets)', () => {
  it('gives each field the first message the schema reports for it', () => {
    const issues = issuesOf(
      registrationSchema.safeParse({ email: 'not-an-email', username: 'ab', password: 'short', confirmPassword: '' }),
    );

    expect(fieldErrorsFromIssues(issues, REGISTRATION_FIELDS)).toEqual({
      email: 'Please enter a valid email',
      username: 'Username must be at least 3 characters',
      // Length first, before the missing kinds of characters.
      password: 'Password must be at least 8 characters',
      // Checked beside the others, the malformed email included.
      confirmPassword: 'Passwords do not match',
    });
  });

  it('puts a mismatched confirmation on confirmPassword', () => {
    const issues = issuesOf(
      registrationSchema.safeParse({
        email: 'ada@example.com',
        username: 'ada',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pasz',
      }),
    );

    expect(fieldErrorsFromIssues(issues, REGISTRATION_FIELDS)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('uses the login and password-change wording where it differs', () => {
    expect(fieldErrorsFromIssues(issuesOf(loginSchema.safeParse({ email: 'x', password: '' })), ['email', 'password'])).toEqual({
      email: 'Invalid email format',
      password: 'Password is required',
    });
    const change = passwordChangeFormSchema.safeParse({ currentPassword: '', newPassword: 'Str0ng!pass', confirmPassword: 'other' });
    expect(fieldErrorsFromIssues(issuesOf(change), ['currentPassword', 'newPassword', 'confirmPassword'])).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: "Passwords don't match",
    });
  });

  it("gives the admin's test-account form the product's messages", () => {
    const fields = ['email', 'username', 'password'] as const;
    const errors = (email: string, password = 'Passw0rd') =>
      fieldErrorsFromIssues(issuesOf(testAccountSchema.safeParse({ email, username: 'ab', password })), fields);

    expect(errors('nope')).toMatchObject({ email: 'Invalid email format' });
    expect(errors('ada.free@example.com')).toMatchObject({ email: 'Email must end with @test.com' });
    expect(errors('ada@test.com')).toMatchObject({
      email: "Email must include 'free', 'premium', or 'pro' (e.g., ada.free@test.com)",
    });
    expect(errors('ada.pro@test.com', 'short')).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
    });
    expect(errors('ada.pro@test.com', 'lowercase1')).toMatchObject({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
  });

  it('drops issues of fields the form does not have, and form-wide issues', () => {
    const issues = [
      { path: [], message: 'whole form' },
      { path: ['captcha'], message: 'unknown field' },
      { path: ['email', 0], message: 'Please enter a valid email' },
    ];
    expect(fieldErrorsFromIssues(issues, ['email'])).toEqual({ email: 'Please enter a valid email' });
  });
});

describe('fieldErrorsFromServer', () => {
  const body = (errors: unknown) => ({ message: 'Validation failed', errors });

  it("maps the body's errors onto the form's fields", () => {
    const error = new ApiError('Validation failed', 400, body({ email: 'Email already registered', username: 'Username is taken' }));

    expect(fieldErrorsFromServer(error, REGISTRATION_FIELDS)).toEqual({
      email: 'Email already registered',
      username: 'Username is taken',
    });
  });

  it('takes the first message of a list and ignores fields the form lacks or empty messages', () => {
    const error = new ApiError('x', 400, body({ password: ['Too weak', 'Too common'], plan: 'nope', username: '' }));

    expect(fieldErrorsFromServer(error, REGISTRATION_FIELDS)).toEqual({ password: 'Too weak' });
  });

  it('finds nothing in other failures', () => {
    expect(fieldErrorsFromServer(new ApiError('x', 400, 'Invalid credentials'), ['email'])).toEqual({});
    expect(fieldErrorsFromServer(new ApiError('x', 400, { message: 'no errors' }), ['email'])).toEqual({});
    expect(fieldErrorsFromServer(new ApiError('x', 400, body(['email'])), ['email'])).toEqual({});
    expect(fieldErrorsFromServer(new TypeError('Failed to fetch'), ['email'])).toEqual({});
  });
});

describe('hasErrors', () => {
  it('is true when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Invalid email format' })).toBe(true);
  });
});
