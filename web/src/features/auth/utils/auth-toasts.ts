import { ApiError, serverMessage } from '../../../lib/api-client';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import type { AuthUser } from '../../../lib/session/auth-user';

// Every toast of the accounts screens, with the texts of docs/product.md "Accounts and sessions" (titles and fallbacks
// verbatim). Authentication toasts last 5 s (docs/product.md "Limits"); the email-verification warning never expires.
// Texts the spec leaves open are marked "ours".

export const LOGIN_INVALID_RESPONSE = 'Invalid server response: Missing token or user data';
export const REGISTRATION_INVALID_RESPONSE = 'Invalid server response. Please try again.';

/** A 2xx answer without the token or the user it must carry. */
export class InvalidAuthResponseError extends Error {
  override readonly name = 'InvalidAuthResponseError';
}

const AUTH = { duration: TOAST_DURATION.default } as const;
const FAILED = { ...AUTH, variant: 'destructive' } as const;
const SUCCEEDED = { ...AUTH, variant: 'success' } as const;

export const loginSucceeded = (user: AuthUser): ToastOptions => ({
  ...SUCCEEDED,
  title: 'Login Successful',
  description: `Welcome back ${user.email}!`,
});

/** The server's text, shortened to 'Invalid credentials' when it says so; 'Please try again' without one. */
export function loginFailed(error: unknown): ToastOptions {
  const message = error instanceof InvalidAuthResponseError ? error.message : serverMessage(error);
  const description = message?.includes('Invalid credentials') ? 'Invalid credentials' : (message ?? 'Please try again');
  return { ...FAILED, title: 'Login Failed', description };
}

export const registrationSucceeded = (): ToastOptions => ({
  ...SUCCEEDED,
  title: 'Registration successful',
  description: 'Please check your email to verify your account',
});

/**
 * A refusal shows the server's message ('Registration failed' when it gave none); an answer without token or user is
 * a 'Registration Error'; anything else (no answer at all) gets the spec's default.
 */
export function registrationFailed(error: unknown): ToastOptions {
  if (error instanceof InvalidAuthResponseError) {
    return { ...FAILED, title: 'Registration Error', description: REGISTRATION_INVALID_RESPONSE };
  }
  const description =
    error instanceof ApiError
      ? (serverMessage(error) ?? 'Registration failed')
      : 'Please try again with different credentials';
  return { ...FAILED, title: 'Registration Failed', description };
}

export const profileUpdated = (): ToastOptions => ({ ...SUCCEEDED, title: 'Profile Updated' });

export const profileUpdateFailed = (error: unknown): ToastOptions => ({
  ...FAILED,
  title: 'Update Failed',
  description: serverMessage(error) ?? 'Failed to update username. Please try again.',
});

/** docs/product.md "Accounts and sessions": a username that is empty after trimming. */
export const invalidUsername = (message: string): ToastOptions => ({ ...FAILED, title: 'Invalid Username', description: message });

export const passwordUpdated = (): ToastOptions => ({ ...SUCCEEDED, title: 'Password Updated' });

// The spec names only the fallback text; the title is the profile card's (ours).
export const passwordUpdateFailed = (error: unknown): ToastOptions => ({
  ...FAILED,
  title: 'Update Failed',
  description: serverMessage(error) ?? 'Failed to update password. Please try again.',
});

export const passwordMismatch = (message: string): ToastOptions => ({ ...FAILED, title: 'Password Mismatch', description: message });

export const emailVerificationFailed = (reason: string): ToastOptions => ({
  ...FAILED,
  title: 'Verification failed',
  description: reason,
});

// Resending the verification email is our addition; so are its texts.
export const verificationEmailSent = (message: string | undefined): ToastOptions => ({
  ...SUCCEEDED,
  title: 'Verification email sent',
  description: message ?? 'Please check your inbox to continue.',
});

export const verificationEmailFailed = (error: unknown): ToastOptions => ({
  ...FAILED,
  title: 'Failed to resend verification email',
  description: serverMessage(error) ?? 'Please try again.',
});
