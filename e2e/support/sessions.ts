import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_PASSWORD, SEEDED_ACCOUNTS } from './admin-account';

// Signing in for tests that are not about signing in. The server limits login attempts per IP (50 per 15 minutes),
// so each worker signs every account in once and reuses its token.
export type TestAccount = 'admin' | keyof typeof SEEDED_ACCOUNTS;

const CREDENTIALS: Record<TestAccount, { email: string; password: string }> = {
  admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  free: { email: SEEDED_ACCOUNTS.free, password: SEED_PASSWORD },
  premium: { email: SEEDED_ACCOUNTS.premium, password: SEED_PASSWORD },
  pro: { email: SEEDED_ACCOUNTS.pro, password: SEED_PASSWORD },
};

const tokens = new Map<TestAccount, Promise<string>>();

/**
 * The Origin a browser sends with the SPA's writes. A request context keeps the cookies of its earlier sign-ins, and
 * the server refuses a write that carries the session cookie without the site's Origin (command-api/src/http/cross-site-writes.ts).
 */
export const SITE_ORIGIN = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };

export async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { headers: SITE_ORIGIN, data: { email, password } });
  expect(response.ok(), `login as ${email}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A session token for one of the start-up accounts, signed in once per worker. */
export function tokenFor(request: APIRequestContext, account: TestAccount): Promise<string> {
  let token = tokens.get(account);
  if (!token) {
    const { email, password } = CREDENTIALS[account];
    token = login(request, email, password);
    tokens.set(account, token);
  }
  return token;
}

/**
 * Opens `path` with a stored session token; the app verifies it at start-up like any returning visit. A browser that
 * signed in also holds the session cookie, which the change feed's EventSource is heard by (it cannot send a header):
 * here it is set for the feed's path alone, so the test's other calls (`page.request`, which shares the cookies) stay
 * signed in by their own headers, or not at all, as they were.
 */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'session', value: token, domain: '127.0.0.1', path: '/api/live' }]);
  await page.goto('/terms');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(path);
}

/** Opens `path` signed in as `account`. */
export async function openAs(page: Page, account: TestAccount, path: string): Promise<void> {
  await openWithToken(page, await tokenFor(page.request, account), path);
}
