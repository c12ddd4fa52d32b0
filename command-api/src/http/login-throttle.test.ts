import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '@app/domain/shared/errors';
import { createLoginThrottle, FAILURES_PER_CLIENT, LOGINS_PER_IP, type LoginClient } from './login-throttle';

/** A throttle whose held answers wait for the test: `waits` lists each requested delay, `release` lets them go. */
function throttleWithManualWaits() {
  const waits: number[] = [];
  const releases: (() => void)[] = [];
  const throttle = createLoginThrottle((ms) => {
    waits.push(ms);
    return new Promise<void>((resolve) => releases.push(resolve));
  });
  const release = async () => {
    releases.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { throttle, waits, release };
}

function refusal(run: () => void): { message: string; seconds: number | undefined } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    return { message: error.message, seconds: error.retryAfterSeconds };
  }
}

const owner: LoginClient = { email: 'owner@example.com', ip: '198.51.100.1' };
const attacker: LoginClient = { email: 'OWNER@example.com ', ip: '203.0.113.9' };

describe('login throttle', () => {
  it('refuses a client after its failures on an account, and only that client', async () => {
    const { throttle } = throttleWithManualWaits();
    for (let i = 0; i < FAILURES_PER_CLIENT; i++) {
      throttle.admit(attacker, i * 1_000);
      await throttle.failed(attacker, i * 1_000);
    }
    expect(refusal(() => throttle.admit(attacker, 60_000))).toEqual({ message: 'Too many login attempts. Please try again in 840 seconds.', seconds: 840 });
    expect(refusal(() => throttle.admit(owner, 60_000))).toBeUndefined();
    // The same client may still try its other accounts, and this one again once its first failure leaves the window.
    expect(refusal(() => throttle.admit({ ...attacker, email: 'other@example.com' }, 60_000))).toBeUndefined();
    expect(refusal(() => throttle.admit(attacker, 15 * 60_000))).toBeUndefined();
  });

  it('refuses an IP past its ceiling of attempts, whatever the account', () => {
    const { throttle } = throttleWithManualWaits();
    for (let i = 0; i < LOGINS_PER_IP; i++) throttle.admit({ email: `user${i}@example.com`, ip: owner.ip }, 0);
    expect(refusal(() => throttle.admit(owner, 1_000))?.message).toBe('Too many login attempts. Please try again in 899 seconds.');
    expect(refusal(() => throttle.admit({ ...owner, ip: '198.51.100.2' }, 1_000))).toBeUndefined();
  });

  it('holds the answers to failures on one account from many clients longer and longer', async () => {
    const { throttle, waits, release } = throttleWithManualWaits();
    const clients = Array.from({ length: FAILURES_PER_CLIENT + 6 }, (_, i) => ({ email: owner.email, ip: `203.0.113.${i}` }));
    for (const [i, client] of clients.entries()) {
      throttle.admit(client, i);
      const answered = throttle.failed(client, i);
      await release();
      await answered;
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    // The owner gives the right password: admitted, and nothing to wait for.
    expect(refusal(() => throttle.admit(owner, 100))).toBeUndefined();
  });

  it('refuses the held client until its answer has gone, then admits it again', async () => {
    const { throttle, release } = throttleWithManualWaits();
    for (let i = 0; i < FAILURES_PER_CLIENT; i++) await throttle.failed({ email: owner.email, ip: `203.0.113.${i}` }, 0);
    let answered = false;
    const held = throttle.failed(attacker, 1_000).then(() => (answered = true));
    // The delay is 500 ms: a second attempt meanwhile is refused before any password is checked.
    expect(refusal(() => throttle.admit(attacker, 1_200))).toEqual({ message: 'Too many login attempts. Please try again in 1 seconds.', seconds: 1 });
    expect(refusal(() => throttle.admit(owner, 1_200))).toBeUndefined();
    expect(answered).toBe(false);
    await release();
    await held;
    expect(refusal(() => throttle.admit(attacker, 1_600))).toBeUndefined();
  });
});
