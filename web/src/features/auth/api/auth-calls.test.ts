import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { changePassword } from './change-password';
import { getSession, shouldRetrySession } from './get-session';
import { login } from './login';
import { register } from './register';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { InvalidAuthResponseError, loginFailed, registrationFailed } from '../utils/auth-toasts';

// The fetchers against a stubbed fetch: what each sends, and how each answer comes out (docs/product.md "Accounts and
// sessions").

const { fetchMock, sent } = useStubbedFetch('tok-1');

const serverUser = { id: 'u-1', email: 'ada@example.com', username: 'ada', role: 'premium', emailVerified: false };
const registration = { email: 'ada@example.com', username: 'ada', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' };

describe('login', () => {
  it('posts the credentials and resolves with the token and the user, role upper-cased', async () => {
    fetchMock.mockResolvedValue(json({ token: 'tok-2', user: serverUser }));

    await expect(login({ email: 'ada@example.com', password: 'secret' })).resolves.toEqual({
      token: 'tok-2',
      user: { ...serverUser, role: 'PREMIUM' },
    });
    expect(sent()).toEqual({ input: '/api/auth/login', method: 'POST', body: { email: 'ada@example.com', password: 'secret' }, authorization: 'Bearer tok-1' });
  });

  it.each([
    ['without a token', { user: serverUser }],
    ['without a user', { token: 'tok-2' }],
  ])("fails with 'Invalid server response: Missing token or user data' %s", async (_case, body) => {
    fetchMock.mockResolvedValue(json(body));

    const error = await login({ email: 'ada@example.com', password: 'secret' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidAuthResponseError);
    expect(loginFailed(error)).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid server response: Missing token or user data',
    });
  });

  it("turns a plain-text 401 into 'Invalid credentials'", async () => {
    fetchMock.mockResolvedValue(new Response('Invalid credentials', { status: 401, statusText: 'Unauthorized' }));

    const error = await login({ email: 'ada@example.com', password: 'wrong' }).catch((e: unknown) => e);

    expect(loginFailed(error)).toMatchObject({ title: 'Login Failed', description: 'Invalid credentials' });
  });
});

describe('register', () => {
  it('posts the four form fields and resolves with the token and the user', async () => {
    fetchMock.mockResolvedValue(json({ token: 'tok-3', user: serverUser, message: 'Registered' }, 201));

    await expect(register(registration)).resolves.toMatchObject({ token: 'tok-3', user: { email: 'ada@example.com' } });
    expect(sent()).toEqual({ input: '/api/auth/register', method: 'POST', body: registration, authorization: 'Bearer tok-1' });
  });

  it("fails with a 'Registration Error' when the token or the user is missing", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Registered', user: serverUser }, 201));

    const error = await register(registration).catch((e: unknown) => e);

    expect(registrationFailed(error)).toMatchObject({
      title: 'Registration Error',
      description: 'Invalid server response. Please try again.',
    });
  });

  it("keeps a 400's message and field errors for the form", async () => {
    const body = { message: 'Email already registered', errors: { email: 'Email already registered' } };
    fetchMock.mockResolvedValue(json(body, 400));

    const error = await register(registration).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 400, body });
    expect(registrationFailed(error)).toMatchObject({ title: 'Registration Failed', description: 'Email already registered' });
  });
});

describe('getSession (start-up verify)', () => {
  it('reads { user } with the bearer token sent', async () => {
    fetchMock.mockResolvedValue(json({ user: { ...serverUser, role: 'admin', emailVerified: true } }));

    await expect(getSession()).resolves.toMatchObject({ role: 'ADMIN', emailVerified: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('fails on an answer without a user', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(getSession()).rejects.toThrow('Invalid server response');
  });

  it("retries only what may pass: no answer or a 5xx, at most twice; never the server's no", () => {
    expect(shouldRetrySession(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetrySession(1, new ApiError('Server error: Bad Gateway', 502))).toBe(true);
    expect(shouldRetrySession(2, new ApiError('Server error: Bad Gateway', 502))).toBe(false);
    expect(shouldRetrySession(0, new SessionExpiredError())).toBe(false);
    expect(shouldRetrySession(0, new ApiError('Forbidden', 403))).toBe(false);
  });
});

describe('changePassword', () => {
  it('sends the current and new password, never the confirmation', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await changePassword({ currentPassword: 'Old!pass1', newPassword: 'N3w!password' });

    expect(sent()).toEqual({
      authorization: 'Bearer tok-1',
      input: '/api/auth/password',
      method: 'PUT',
      body: { currentPassword: 'Old!pass1', newPassword: 'N3w!password' },
    });
  });
});
