// How often a client may fail to sign in (OWASP ASVS 2.2.1: anti-automation that does not let others lock an owner
// out; the design and its numbers: docs/decisions.md "Sign-in limits"). A browser without a device cookie for the
// account is a stranger: its failures count against the account from every address together, against its address
// whatever the account, and against the pair. A browser with a valid device cookie has signed in to this account
// before: none of those counts stop it, only its own small budget of failures, so a stolen cookie is no free pass.
// Every attempt reserves its points before the password is checked, so guesses sent in parallel cannot overshoot a
// limit; an attempt that signs in, or that a limit refuses, gives its points back: only failures ever count.
import { TooManyRequests } from '@app/domain/shared/errors';
import { consumeOrRefuse } from '@app/infra/http/rate-limits';
import { emailReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import { HOUR_SECONDS, type CreateLimiter } from '../rate-limits/rate-limit-store';

const QUARTER_HOUR_SECONDS = 15 * 60;

/** Strangers' failures on one account from all addresses together, an hour (NIST SP 800-63B: at most 100). */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/** Strangers' failures from one address whatever the account, a quarter of an hour: credential stuffing from one host. */
export const ADDRESS_FAILURES_PER_QUARTER_HOUR = 50;
/** Strangers' failures on one account from one address, a quarter of an hour; the owner's typos stay far below it. */
export const ADDRESS_ACCOUNT_FAILURES_PER_QUARTER_HOUR = 10;
/** Failures of one device cookie, an hour: then that cookie is refused too, as OWASP's device-cookie design locks it. */
export const DEVICE_FAILURES_PER_HOUR = 10;

export const tooManyLoginAttempts = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

export interface LoginAttempt {
  /** The email as given; the account is its trimmed, lower-cased form, whether or not it is registered. */
  email: string;
  /** The client's address (request.ip: TRUST_PROXY decides whose X-Forwarded-For it believes). */
  ip: string;
  /** The device id of a valid device cookie for this account (device-cookie.ts), if the request carries one. */
  device?: string | undefined;
}

export interface AdmittedLogin {
  /** The password was right: the attempt's points are given back. A failed attempt keeps them (nothing to call). */
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Counts the attempt as a failure until it says otherwise; throws TooManyRequests (with the longest wait of the
   * limits that refuse it) when this client may not try this account now.
   */
  admit(attempt: LoginAttempt): Promise<AdmittedLogin>;
}

interface Count {
  limiter: ReturnType<CreateLimiter>;
  key: string;
}

export function createLoginThrottle(createLimiter: CreateLimiter): LoginThrottle {
  const perAccount = createLimiter({ keyPrefix: 'login-account', points: ACCOUNT_FAILURES_PER_HOUR, duration: HOUR_SECONDS });
  const perAddress = createLimiter({ keyPrefix: 'login-address', points: ADDRESS_FAILURES_PER_QUARTER_HOUR, duration: QUARTER_HOUR_SECONDS });
  const perAddressAccount = createLimiter({ keyPrefix: 'login-address-account', points: ADDRESS_ACCOUNT_FAILURES_PER_QUARTER_HOUR, duration: QUARTER_HOUR_SECONDS });
  const perDevice = createLimiter({ keyPrefix: 'login-device', points: DEVICE_FAILURES_PER_HOUR, duration: HOUR_SECONDS });

  const countsOf = ({ email, ip, device }: LoginAttempt): Count[] => {
    if (device) return [{ limiter: perDevice, key: device }];
    // The account as its email reservation names it: hashed, so the table holds no email, and the same for an
    // unregistered email, so the limits do not tell which emails have accounts.
    const account = emailReservationStreamId(email);
    return [
      { limiter: perAccount, key: account },
      { limiter: perAddress, key: ip },
      { limiter: perAddressAccount, key: `${ip} ${account}` },
    ];
  };

  const giveBack = async (counts: Count[]) => {
    await Promise.all(counts.map(({ limiter, key }) => limiter.reward(key)));
  };

  return {
    async admit(attempt) {
      const counts = countsOf(attempt);
      const outcomes = await Promise.allSettled(counts.map(({ limiter, key }) => consumeOrRefuse(limiter, key, tooManyLoginAttempts)));
      const errors = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
      if (errors.length > 0) {
        // A refused consume counted its point too; a store that failed may not have: give back only what was counted.
        // Should giving back fail as well, the counts stay higher than they should: the limits err on the safe side.
        const counted = counts.filter((_, i) => {
          const outcome = outcomes[i]!;
          return outcome.status === 'fulfilled' || outcome.reason instanceof TooManyRequests;
        });
        await giveBack(counted).catch(() => undefined);
        throw errors.find((error) => !(error instanceof TooManyRequests)) ?? longestWait(errors as TooManyRequests[]);
      }
      return { succeeded: () => giveBack(counts) };
    },
  };
}

function longestWait(refusals: TooManyRequests[]): TooManyRequests {
  return refusals.reduce((longest, refusal) => ((refusal.retryAfterSeconds ?? 0) > (longest.retryAfterSeconds ?? 0) ? refusal : longest));
}
