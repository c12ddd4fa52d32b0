import { expect, type APIRequestContext } from '@playwright/test';
import { SITE_ORIGIN } from './sessions';

// New members for tests that change an account for good (a role, a subscription): the seeded accounts are shared
// by every spec, so such a test registers its own.

/** The verification link mailed to `email`, read from the dev mailbox (outside production), newest first. */
export async function verificationPath(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const path = /\/verify-email\/\S+/.exec(messages[0]?.text ?? '')?.[0];
  if (!path) throw new Error(`no verification link was mailed to ${email}`);
  return path;
}

/** Registers a FREE member under a unique name and verifies the email with the mailed link; answers its token. */
export async function registerVerifiedMember(request: APIRequestContext, name: string): Promise<{ email: string; token: string }> {
  const email = `${name}@example.com`;
  const password = 'Str0ng!pass';
  const registered = await request.post('/api/auth/register', { headers: SITE_ORIGIN, data: { email, username: name, password, confirmPassword: password } });
  expect(registered.ok(), `register ${email}`).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  const link = await verificationPath(request, email);
  const verified = await request.get(`/api/auth/verify/${link.slice('/verify-email/'.length)}`);
  expect(verified.ok(), `verify ${email}`).toBe(true);
  return { email, token };
}
