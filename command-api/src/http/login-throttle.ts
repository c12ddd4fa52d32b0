// How often a client may try to sign in. Failures are limited per account *and* client (the IP), so a stranger who
// guesses wrong locks out only their own client and never the account's owner; a ceiling per IP bounds one client
// across accounts; and failures on one account from all clients together make each further failure answer later,
// so guessing from many addresses is slow while the owner, who gives the right password, is never refused.
import { setTimeout as sleep } from 'node:timers/promises';
import { TooManyRequests } from '@app/domain/shared/errors';
import { createFailureDelay, createRateLimiter } from './rate-limiter';

const WINDOW_MS = 15 * 60 * 1000;
/** Every attempt from one IP, whatever the account. */
export const LOGINS_PER_IP = 50;
/** Failures on one account from one client; the owner's typos stay far below it. */
export const FAILURES_PER_CLIENT = 10;
/** Failures on one account from every client before answers are held: one client alone never gets there. */
export const FREE_FAILURES_PER_ACCOUNT = FAILURES_PER_CLIENT;
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 5000;

export const tooManyLoginAttempts = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

export interface LoginClient {
  email: string;
  ip: string;
}

export interface LoginThrottle {
  /** Counts the attempt against the IP; throws TooManyRequests when this client may not try this account now. */
  admit(client: LoginClient, now: number): void;
  /**
   * Counts a failed attempt and resolves when its answer may go (at once, or after the account's growing delay).
   * While an answer is held, the same client's further attempts on the account are refused before any password
   * check, so a client keeps at most one held answer per account and cannot learn a guess's result sooner.
   */
  failed(client: LoginClient, now: number): Promise<void>;
}

export function createLoginThrottle(wait: (ms: number) => Promise<unknown> = sleep): LoginThrottle {
  const attemptsPerIp = createRateLimiter({ limit: LOGINS_PER_IP, windowMs: WINDOW_MS });
  const failuresPerClient = createRateLimiter({ limit: FAILURES_PER_CLIENT, windowMs: WINDOW_MS });
  const failuresPerAccount = createFailureDelay({ free: FREE_FAILURES_PER_ACCOUNT, firstMs: FIRST_DELAY_MS, maxMs: MAX_DELAY_MS, windowMs: WINDOW_MS });
  /** Client key → when its held answer goes. */
  const heldUntil = new Map<string, number>();
  const account = (client: LoginClient) => client.email.trim().toLowerCase();
  const clientKey = (client: LoginClient) => `${client.ip}\n${account(client)}`;
  const heldFor = (key: string, now: number) => {
    const until = heldUntil.get(key);
    return until === undefined ? undefined : Math.max(1, Math.ceil((until - now) / 1000));
  };

  return {
    admit(client, now) {
      const key = clientKey(client);
      const seconds = attemptsPerIp.hit(client.ip, now) ?? heldFor(key, now) ?? failuresPerClient.blocked(key, now);
      if (seconds !== undefined) throw new TooManyRequests(tooManyLoginAttempts(seconds), seconds);
    },
    async failed(client, now) {
      const key = clientKey(client);
      failuresPerClient.hit(key, now);
      const delayMs = failuresPerAccount.fail(account(client), now);
      if (delayMs === 0) return;
      const until = now + delayMs;
      heldUntil.set(key, until);
      try {
        await wait(delayMs);
      } finally {
        // Two answers of one client can be held at once when their attempts raced past admit(); the later one owns the entry.
        if (heldUntil.get(key) === until) heldUntil.delete(key);
      }
    },
  };
}
