// Sign-in limits through the composed platform (docs/decisions.md "Sign-in limits"): strangers' failures are capped
// per account from every address together, per address and per address + account; a browser that signed in to the
// account before (its device cookie) is held by none of those; a sign-in that succeeds never counts. The counts live
// in Postgres, so two command APIs on one database share them. Each request names its client's address.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_PER_HOUR,
  ADDRESS_ACCOUNT_FAILURES_PER_QUARTER_HOUR,
  ADDRESS_FAILURES_PER_QUARTER_HOUR,
} from '@app/command-api/http/login-throttle';
import { deviceCookieName } from '@app/command-api/http/device-cookie';
import { readConfig } from '@app/infra/config/config';
import type { ErrorBody } from '@app/infra/http/error-handler';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, SEED_PASSWORD, type AccountTestKit } from './account-test-kit';

let kit: AccountTestKit;
beforeAll(async () => {
  kit = await openAccountTestKit();
});
afterAll(() => kit?.close());

const PASSWORD = 'Secret-pass1!';
const WRONG = 'Wrong-pass1!';
const TOO_MANY_LOGINS = /^Too many login attempts\. Please try again in \d+ seconds\.$/;

/** Addresses nobody else in this file uses: `block` keeps each test's crowd apart. */
const crowd = (block: number, count: number) => Array.from({ length: count }, (_, i) => `10.${block}.${Math.floor(i / 250)}.${i % 250}`);

let signUps = 0;
/** An account of its own, signed up from an address of its own; its id. */
async function account(name: string): Promise<string> {
  const response = await kit.request('POST', '/api/auth/register', {
    body: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD },
    remoteAddress: `192.0.2.${++signUps}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { id: string } }>().user.id;
}

type Send = (email: string, password: string, remoteAddress: string, cookie?: string) => Promise<LightMyRequestResponse>;
/** As the SPA sends it: from the site's own origin (PUBLIC_URL's default), with the browser's cookie if it has one. */
const headers = (cookie: string | undefined): Record<string, string> => ({ origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) });
const login: Send = (email, password, remoteAddress, cookie) =>
  kit.request('POST', '/api/auth/login', { body: { email, password }, remoteAddress, headers: headers(cookie) });

/** `name=value` of the device cookie for `userId` that `response` sets. */
function deviceCookie(response: LightMyRequestResponse, userId: string): string {
  const cookie = [response.headers['set-cookie'] ?? []].flat().find((header) => header.startsWith(`${deviceCookieName(userId)}=`));
  if (!cookie) throw new Error(`no device cookie for ${userId} in ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie.split(';')[0]!;
}

/** The owner signs in from home; the browser keeps the device cookie it got. */
async function ownersBrowser(email: string, userId: string, home: string, send: Send = login): Promise<string> {
  const response = await send(email, PASSWORD, home);
  expect(response.statusCode).toBe(200);
  return deviceCookie(response, userId);
}

/** `count` wrong guesses on `email`, spread over `addresses` in turn, each answered 401. */
async function guess(email: string, count: number, addresses: string[], sends: Send[] = [login]) {
  for (let i = 0; i < count; i++) {
    const response = await sends[i % sends.length]!(email, WRONG, addresses[i % addresses.length]!);
    expect(response.statusCode, `guess ${i + 1}`).toBe(401);
  }
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json<ErrorBody>().message).toMatch(TOO_MANY_LOGINS);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('an account guessed at from many addresses (a botnet)', () => {
  const email = 'besieged@example.com';
  const home = '192.0.2.200';
  let userId: string;
  let device: string;

  beforeAll(async () => {
    userId = await account('besieged');
    device = await ownersBrowser(email, userId, home);
  });

  it('refuses the 101st failure from 34 addresses with 429 and Retry-After, and then even the right password from a new address', async () => {
    await guess(email, ACCOUNT_FAILURES_PER_HOUR, crowd(1, 34));
    expect(expectRefused(await login(email, WRONG, '10.1.9.1'))).toBeLessThanOrEqual(3600);
    expectRefused(await login(email, PASSWORD, '10.1.9.2'));
    expectRefused(await login(email, PASSWORD, home));
  });

  it('signs the owner’s browser in while the account is capped, and while its address is over its own cap', async () => {
    expect((await login(email, PASSWORD, home, device)).statusCode).toBe(200);
    // The shared address fills up with strangers' failures on other accounts.
    for (let i = 0; i < ADDRESS_FAILURES_PER_QUARTER_HOUR; i++) expect((await login(`nobody${i}@example.com`, WRONG, home)).statusCode).toBe(401);
    expectRefused(await login('nobody-else@example.com', WRONG, home));
    expect((await login(email, PASSWORD, home, device)).statusCode).toBe(200);
  });

  it('gives a forged device cookie, or another account’s, no way past the cap', async () => {
    const [name, value] = device.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expectRefused(await login(email, PASSWORD, home, forged));
    // The attacker's own account and its genuine device cookie, sent as it is or under the owner's cookie name.
    const attackerId = await account('besieger');
    const attackers = await ownersBrowser('besieger@example.com', attackerId, '10.1.9.3');
    expectRefused(await login(email, PASSWORD, '10.1.9.3', attackers));
    expectRefused(await login(email, PASSWORD, '10.1.9.3', `${name}=${attackers.split('=')[1]!}`));
  });
});

describe('a stranger on the owner’s address (one office or campus NAT)', () => {
  it('locks out the stranger after 10 wrong guesses, not the owner’s browser', async () => {
    const userId = await account('colleague');
    const office = '10.2.0.1';
    const device = await ownersBrowser('colleague@example.com', userId, office);
    await guess('colleague@example.com', ADDRESS_ACCOUNT_FAILURES_PER_QUARTER_HOUR, [office]);
    expectRefused(await login('colleague@example.com', WRONG, office));
    expect((await login('colleague@example.com', PASSWORD, office, device)).statusCode).toBe(200);
    // A browser that never signed in to the account shares the stranger's address and account: it waits too.
    expectRefused(await login('colleague@example.com', PASSWORD, office));
  });
});

describe('a team behind one address signing in all day', () => {
  it('never reaches a cap: 200 successful sign-ins from one address, a few failures among them', async () => {
    await account('teammate');
    const office = '10.3.0.1';
    for (let i = 0; i < 200; i++) {
      if (i % 40 === 0) expect((await login('teammate@example.com', WRONG, office)).statusCode).toBe(401);
      expect((await login('teammate@example.com', PASSWORD, office)).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('two command APIs on one database (replicas behind the proxy)', () => {
  let second: Platform;
  beforeAll(async () => {
    const config = readConfig({ SEED_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD });
    second = await createPlatform({ config, databaseUrl: kit.databaseUrl, projections: [] });
  });
  afterAll(() => second?.close());

  it('share one count of an account’s failures', async () => {
    await account('replicated');
    const viaSecond: Send = (email, password, remoteAddress, cookie) =>
      second.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: headers(cookie) });
    // Half of the guesses reach each instance, as the proxy spreads them.
    await guess('replicated@example.com', ACCOUNT_FAILURES_PER_HOUR, crowd(4, 34), [login, viaSecond]);
    expectRefused(await viaSecond('replicated@example.com', WRONG, '10.4.9.1'));
    expectRefused(await login('replicated@example.com', PASSWORD, '10.4.9.2'));
  });
});
