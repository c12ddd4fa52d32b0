import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequests } from '@app/domain/shared/errors';
import {
  ACCOUNT_FAILURES_PER_HOUR,
  ADDRESS_ACCOUNT_FAILURES_PER_QUARTER_HOUR,
  ADDRESS_FAILURES_PER_QUARTER_HOUR,
  createLoginThrottle,
  DEVICE_FAILURES_PER_HOUR,
  type LoginAttempt,
} from './login-throttle';

// The decisions, counted by the library's memory store (the product counts in Postgres: rate-limit-store.ts; the
// integration tests in system-tests/src/accounts/sign-in-limits.int.test.ts go through it). Fake timers move the
// windows, as the library reads Date.now().
const throttle = () => createLoginThrottle((options) => new RateLimiterMemory(options));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function refusal(attempt: Promise<unknown>): Promise<{ message: string; seconds: number | undefined } | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    return { message: error.message, seconds: error.retryAfterSeconds };
  }
}

const owner: LoginAttempt = { email: 'owner@example.com', ip: '198.51.100.1' };
/** The same account written another way: the account is the trimmed, lower-cased email. */
const stranger: LoginAttempt = { email: ' OWNER@example.com ', ip: '203.0.113.9' };
const from = (ip: string, email = owner.email): LoginAttempt => ({ email, ip });
const addresses = (count: number) => Array.from({ length: count }, (_, i) => `203.0.${Math.floor(i / 250)}.${i % 250}`);

/** `count` failed attempts on the owner's account, spread over 34 addresses (3 each at most). */
async function failOnAccountFromManyAddresses(logins: ReturnType<typeof throttle>, count: number) {
  const crowd = addresses(34);
  for (let i = 0; i < count; i++) await logins.admit(from(crowd[i % crowd.length]!));
}

describe('login throttle', () => {
  it('caps strangers’ failures on one account from every address together, then refuses even a new address', async () => {
    const logins = throttle();
    await failOnAccountFromManyAddresses(logins, ACCOUNT_FAILURES_PER_HOUR);
    expect(await refusal(logins.admit(from('203.0.200.1')))).toEqual({ message: 'Too many login attempts. Please try again in 3600 seconds.', seconds: 3600 });
    // The right password would come next: it is never checked, whoever sends it without a device cookie.
    expect(await refusal(logins.admit(owner))).toMatchObject({ seconds: 3600 });
    // Another account is untouched; the capped one opens again once its hour has passed.
    expect(await refusal(logins.admit(from(owner.ip, 'other@example.com')))).toBeUndefined();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(await refusal(logins.admit(owner))).toBeUndefined();
  });

  it('refuses one address after its failures on one account, and only that address on that account', async () => {
    const logins = throttle();
    for (let i = 0; i < ADDRESS_ACCOUNT_FAILURES_PER_QUARTER_HOUR; i++) await logins.admit(stranger);
    vi.advanceTimersByTime(60_000);
    expect(await refusal(logins.admit(stranger))).toEqual({ message: 'Too many login attempts. Please try again in 840 seconds.', seconds: 840 });
    expect(await refusal(logins.admit(owner))).toBeUndefined();
    expect(await refusal(logins.admit({ ...stranger, email: 'other@example.com' }))).toBeUndefined();
  });

  it('refuses an address after its failures whatever the accounts', async () => {
    const logins = throttle();
    for (let i = 0; i < ADDRESS_FAILURES_PER_QUARTER_HOUR; i++) await logins.admit(from(stranger.ip, `user${i}@example.com`));
    expect(await refusal(logins.admit(from(stranger.ip, 'fresh@example.com')))).toMatchObject({ seconds: 900 });
    expect(await refusal(logins.admit(from('203.0.113.10', 'fresh@example.com')))).toBeUndefined();
  });

  it('never counts an attempt that signed in', async () => {
    const logins = throttle();
    for (let i = 0; i < 500; i++) {
      const attempt = await logins.admit(owner);
      // A few typos among them: failures keep their points.
      if (i % 100 !== 0) await attempt.succeeded();
    }
    expect(await refusal(logins.admit(owner))).toBeUndefined();
  });

  it('gives back what a refused attempt counted: hammering a capped account costs the address nothing', async () => {
    const logins = throttle();
    await failOnAccountFromManyAddresses(logins, ACCOUNT_FAILURES_PER_HOUR);
    for (let i = 0; i < 2 * ADDRESS_FAILURES_PER_QUARTER_HOUR; i++) expect(await refusal(logins.admit(stranger))).toBeDefined();
    expect(await refusal(logins.admit({ ...stranger, email: 'other@example.com' }))).toBeUndefined();
  });

  it('cannot be overshot by guesses sent in parallel', async () => {
    const logins = throttle();
    const outcomes = await Promise.all(addresses(150).map((ip) => refusal(logins.admit(from(ip)))));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(ACCOUNT_FAILURES_PER_HOUR);
  });

  it('lets a device cookie past the account’s and the address’s caps, counting its failures on it alone', async () => {
    const logins = throttle();
    const device = { ...owner, device: 'device-1' };
    await failOnAccountFromManyAddresses(logins, ACCOUNT_FAILURES_PER_HOUR);
    for (let i = 0; i < ADDRESS_FAILURES_PER_QUARTER_HOUR; i++) await logins.admit(from(owner.ip, `user${i}@example.com`));
    expect(await refusal(logins.admit(owner))).toBeDefined();
    // The owner's browser signs in, capped account and capped address notwithstanding.
    await (await logins.admit(device)).succeeded();

    // A device's failures fill none of the strangers' limits: had its 10 counted for the address and account, the same
    // address without the cookie would now be refused.
    const fresh = throttle();
    for (let i = 0; i < DEVICE_FAILURES_PER_HOUR; i++) await fresh.admit(device);
    expect(await refusal(fresh.admit(owner))).toBeUndefined();
  });

  it('refuses a device cookie after its own failures, as it would a stolen one, and only that cookie', async () => {
    const logins = throttle();
    const stolen = { ...stranger, device: 'device-1' };
    for (let i = 0; i < DEVICE_FAILURES_PER_HOUR; i++) await logins.admit(stolen);
    expect(await refusal(logins.admit(stolen))).toEqual({ message: 'Too many login attempts. Please try again in 3600 seconds.', seconds: 3600 });
    // Even with the right password: a locked cookie is refused before any check.
    expect(await refusal(logins.admit({ ...owner, device: 'device-1' }))).toBeDefined();
    // The owner's other browser, and the owner without a cookie, are untouched.
    expect(await refusal(logins.admit({ ...owner, device: 'device-2' }))).toBeUndefined();
    expect(await refusal(logins.admit(owner))).toBeUndefined();
  });

  it('passes on a failure of the store rather than admitting', async () => {
    const logins = createLoginThrottle((options) => {
      const broken = new RateLimiterMemory(options);
      broken.consume = () => Promise.reject(new Error('store down'));
      return broken;
    });
    await expect(logins.admit(owner)).rejects.toThrow('store down');
  });
});
