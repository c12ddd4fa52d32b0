import type { Page, Route } from '@playwright/test';

// Stand-ins for the accounts routes of docs/product.md "Accounts and sessions", answering with the shapes the SPA
// expects, so the accounts screens can be tested before (and independently of) the server's routes.
// account-flow.spec.ts runs the real ones.

export interface StubUser {
  id: string;
  email: string;
  username: string;
  /** As the server may send it: the SPA upper-cases it. */
  role: string;
  emailVerified: boolean;
}

export const proUser: StubUser = { id: 'u-1', email: 'ada@example.com', username: 'ada_lovelace', role: 'pro', emailVerified: true };
export const unverifiedUser: StubUser = { ...proUser, role: 'free', emailVerified: false };

/**
 * Radix renders each toast as an item of the notifications region (F8 focuses it). While a modal dialog is open
 * everything outside it is aria-hidden, the region included (Radix still announces each new toast through a live
 * region of its own), so the locator looks at hidden elements too.
 */
export const toasts = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true });

type Answer = { status?: number; json?: unknown; text?: string };

export function fulfil(route: Route, { status = 200, json, text }: Answer): Promise<void> {
  return json === undefined
    ? route.fulfill({ status, contentType: 'text/plain', body: text ?? '' })
    : route.fulfill({ status, json });
}

/**
 * Holds the change feed's connection open without an answer, so the tab hears of no change and reads only when the test
 * acts. For stubbed sessions, which the real server does not know: a change made elsewhere (by another test) would
 * have the tab read afresh with the stubbed token, which the server refuses, and a refused session signs the tab out
 * mid-test (docs/product.md "Accounts and sessions"). And for tests of what one call does, which the feed's reads
 * would pre-empt. The feed's own behaviour is live-updates.spec.ts's.
 */
export async function quietLiveFeed(page: Page): Promise<void> {
  // A handler that neither fulfils nor continues leaves the request pending: the feed stays "connecting", quietly.
  await page.route((url) => url.pathname === '/api/live', () => undefined);
}

/** Answers `method path` with `answer` (or the answer `answer` computes), after `gate` when given. */
export async function stub(
  page: Page,
  method: string,
  path: string,
  answer: Answer | (() => Answer),
  gate?: Promise<void>,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await gate;
      await fulfil(route, typeof answer === 'function' ? answer() : answer);
    },
  );
}

/** A gate for a stubbed call: the call stays pending until `open()`. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** The calls the page makes to the accounts API, as 'METHOD /path'. */
export function recordAuthCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/auth/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/**
 * The signed-in member's own reads, answered as for a member with nothing yet. The real server does not know the stub
 * token: it would answer these 401, and a 401 to a call sent with the session ends the session in the app.
 */
export async function stubMembersReads(page: Page): Promise<void> {
  await stub(page, 'GET', '/api/subscription', { json: { subscription: null } });
  await stub(page, 'GET', '/api/collections', { json: { ideas: [], ugiIdeas: [], ugp2pIdeas: [], documents: [], powerUps: [] } });
  await stub(page, 'GET', '/api/users/stats', { json: { totalUGC: 0 } });
  await stub(page, 'GET', '/api/users/document-stats', { json: { uniqueIdeasWithDocs: 0, limit: 100 } });
}

/**
 * Loads `path` signed in as `user`: a stored token, which the start-up verify (stubbed) accepts, and the member's own
 * reads stubbed. The token is put in place from a first page of the app, so a later reload (logout) does not put it
 * back.
 */
export async function openSignedIn(page: Page, path: string, user: StubUser): Promise<void> {
  await quietLiveFeed(page);
  await stubMembersReads(page);
  await stub(page, 'GET', '/api/auth/verify', { json: { user } });
  await page.goto('/terms');
  await page.evaluate(() => localStorage.setItem('auth_token', 'stub-token'));
  await page.goto(path);
}
