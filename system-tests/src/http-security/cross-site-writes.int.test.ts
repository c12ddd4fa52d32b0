// Cross-site writes (command-api/src/http/cross-site-writes.ts) through the one-process platform: a write signed in
// by the session cookie needs a JSON body and the site's own Origin (PUBLIC_URL, here the default
// http://localhost:3000); a bearer-token call is not checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SIGNATURE } from '@app/command-api/routes/payments/webhook.routes';
import { foreignOriginMessage, NOT_JSON_MESSAGE } from '@app/command-api/http/cross-site-writes';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@app/infra/sessions/authentication';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, type AccountTestKit } from '../accounts/account-test-kit';

const SITE = 'http://localhost:3000';
const EVIL = 'https://evil.example';

let kit: AccountTestKit;

/** `session=<token>`, the session cookie a sign-in set (beside others, such as the device cookie). */
function sessionCookieOf(login: LightMyRequestResponse): string {
  const cookies = [login.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}

/** The admin's session, as the browser holds it: the cookie login set. */
let cookie: string;
let token: string;

beforeAll(async () => {
  kit = await openAccountTestKit();
  const login = await kit.request('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  cookie = sessionCookieOf(login);
  token = login.json<{ token: string }>().token;
});

afterAll(() => kit?.close());

/** PUT /api/auth/profile, a write with a JSON body, sent with the cookie and the given headers. */
function rename(username: string, headers: Record<string, string>, body: unknown = { username }) {
  return kit.request('PUT', '/api/auth/profile', { headers: { cookie, ...headers }, body });
}

describe('writes signed in by the session cookie', () => {
  it('are answered when they send JSON from the site itself', async () => {
    const renamed = await rename('site_admin', { origin: SITE });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ user: { username: string } }>().user.username).toBe('site_admin');
    // With a charset, and from the same site under another of the loopback's names.
    const again = await rename('loop_admin', { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json; charset=utf-8' }, JSON.stringify({ username: 'loop_admin' }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('are refused with 403 when the body is not JSON (a form or a "simple" fetch), even from the site', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await rename('plain_admin', { origin: SITE, 'content-type': type }, '{"username":"plain_admin"}');
      expect(refused.statusCode, type).toBe(403);
      expect(refused.json()).toEqual({ message: NOT_JSON_MESSAGE });
    }
  });

  it('are refused with 403 from another origin: another site, another port, an opaque origin', async () => {
    for (const origin of [EVIL, 'http://localhost:3001', 'https://localhost:3000', 'null']) {
      const refused = await rename('evil_admin', { origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json(), origin).toEqual({ message: foreignOriginMessage(SITE, origin === 'null' ? undefined : origin) });
    }
    const verified = await kit.request('GET', '/api/auth/verify', { headers: { cookie } });
    expect(verified.json<{ user: { username: string } }>().user.username).toBe('loop_admin');
  });

  it('fall back on the Referer without an Origin, and are refused with neither', async () => {
    const viaReferer = await rename('ref_admin', { referer: `${SITE}/settings` });
    expect(viaReferer.statusCode, viaReferer.body).toBe(200);
    const foreignReferer = await rename('ref_evil', { referer: `${EVIL}/page` });
    expect(foreignReferer.statusCode).toBe(403);
    const anonymous = await rename('anon_admin', {});
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ message: foreignOriginMessage(SITE, undefined) });
  });

  it('without a body (the checkout’s Pay, logout) need no content type, but the site’s Origin', async () => {
    const session = sessionCookieOf(await kit.request('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }));
    const foreign = await kit.request('POST', '/api/auth/logout', { headers: { cookie: session, origin: EVIL } });
    expect(foreign.statusCode).toBe(403);
    const own = await kit.request('POST', '/api/auth/logout', { headers: { cookie: session, origin: SITE } });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('calls the guard does not concern', () => {
  it('a bearer token: any Origin and content type (the route itself judges the body)', async () => {
    const renamed = await kit.request('PUT', '/api/auth/profile', { token, headers: { cookie, origin: EVIL }, body: { username: 'bearer_admin' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const plain = await kit.request('PUT', '/api/auth/profile', { token, headers: { origin: EVIL, 'content-type': 'text/plain' }, body: 'bearer_admin' });
    expect(plain.statusCode, plain.body).toBe(400);
  });

  it('no session cookie: sign-in, and the payment provider’s webhook (raw body, no cookie)', async () => {
    const login = await kit.request('POST', '/api/auth/login', { headers: { origin: EVIL }, body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const webhook = await kit.request('POST', '/api/stripe/webhook', { headers: { 'content-type': 'text/plain' }, body: 'not an event' });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json()).toEqual({ message: INVALID_SIGNATURE });
  });

  it('reads signed in by the cookie, from anywhere (nothing changes; the browser keeps the answer from other sites)', async () => {
    const read = await kit.request('GET', '/api/auth/verify', { headers: { cookie, origin: EVIL } });
    expect(read.statusCode).toBe(200);
  });
});
