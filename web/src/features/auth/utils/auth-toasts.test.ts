import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import {
  InvalidAuthResponseError,
  LOGIN_INVALID_RESPONSE,
  REGISTRATION_INVALID_RESPONSE,
  loginFailed,
  loginSucceeded,
  passwordUpdateFailed,
  profileUpdateFailed,
  registrationFailed,
  registrationSucceeded,
} from './auth-toasts';

// docs/product.md "Accounts and sessions" (texts) and docs/product.md "Limits" (authentication toasts last 5 s).

const user = { id: 'u-1', email: 'ada@example.com', username: 'ada', role: 'FREE', emailVerified: false } as const;

describe('login toasts', () => {
  it('welcomes back by email', () => {
    expect(loginSucceeded(user)).toEqual({
      title: 'Login Successful',
      description: 'Welcome back ada@example.com!',
      variant: 'success',
      duration: 5000,
    });
  });

  it.each([
    ['a plain-text 401', new SessionExpiredError('Invalid credentials'), 'Invalid credentials'],
    ['a message containing it', new ApiError('x', 400, { message: 'Error: Invalid credentials (code 17)' }), 'Invalid credentials'],
    ['another server message', new ApiError('x', 403, { message: 'Account locked' }), 'Account locked'],
    ['a 401 without a body', new SessionExpiredError(), 'Please try again'],
    ['a server error', new ApiError('Server error: Bad Gateway', 502), 'Please try again'],
    ['no answer', new TypeError('Failed to fetch'), 'Please try again'],
    ['an answer without token or user', new InvalidAuthResponseError(LOGIN_INVALID_RESPONSE), LOGIN_INVALID_RESPONSE],
  ])("says 'Login Failed' with the server's text: %s", (_case, error, description) => {
    expect(loginFailed(error)).toEqual({ title: 'Login Failed', description, variant: 'destructive', duration: 5000 });
  });
});

describe('registration toasts', () => {
  it('asks to verify the email on success', () => {
    expect(registrationSucceeded()).toMatchObject({
      title: 'Registration successful',
      description: 'Please check your email to verify your account',
      duration: 5000,
    });
  });

  it.each([
    ["the server's message", new ApiError('x', 400, { message: 'Email already registered', errors: {} }), 'Email already registered'],
    ["'Registration failed' when the server gave none", new ApiError('Request failed: Conflict', 409, {}), 'Registration failed'],
    ["'Registration failed' for a server error", new ApiError('Server error: Bad Gateway', 502), 'Registration failed'],
    ['the default without an answer', new TypeError('Failed to fetch'), 'Please try again with different credentials'],
  ])("says 'Registration Failed' with %s", (_case, error, description) => {
    expect(registrationFailed(error)).toEqual({ title: 'Registration Failed', description, variant: 'destructive', duration: 5000 });
  });

  it("calls an answer without token or user a 'Registration Error'", () => {
    expect(registrationFailed(new InvalidAuthResponseError(REGISTRATION_INVALID_RESPONSE))).toMatchObject({
      title: 'Registration Error',
      description: 'Invalid server response. Please try again.',
    });
  });
});

describe('settings toasts', () => {
  it("show the server's text, else the spec's fallback", () => {
    const refused = new ApiError('x', 409, { message: 'Username is taken' });
    const broken = new ApiError('Server error: Internal Server Error', 500);

    expect(profileUpdateFailed(refused)).toMatchObject({ title: 'Update Failed', description: 'Username is taken' });
    expect(profileUpdateFailed(broken)).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to update username. Please try again.',
    });
    expect(passwordUpdateFailed(new ApiError('x', 400, 'Current password is incorrect'))).toMatchObject({
      description: 'Current password is incorrect',
    });
    expect(passwordUpdateFailed(broken)).toMatchObject({ description: 'Failed to update password. Please try again.' });
  });
});
