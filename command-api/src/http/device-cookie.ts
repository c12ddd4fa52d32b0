// A browser that has signed in to an account carries a device cookie for it (OWASP "Slow Down Online Guessing Attacks
// with Device Cookies"): the login throttle lets such a browser past the limits that strangers' failures fill (the
// account's cap, its address's caps), so the owner is never locked out by someone else (docs/decisions.md "Sign-in
// limits"). The cookie names the account and a random device id, HMAC-signed (@fastify/cookie's signer) with a key
// kept among the server secrets in the database, so every command API replica accepts what another one issued.
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedDb } from '@app/infra/database/kysely';
import { loadOrCreateSecret } from '@app/infra/secrets/secrets';
import type { SecretsDatabase } from '@app/infra/secrets/secrets.table';

/** The command API's cookie-signing key among the server secrets. */
export const COOKIE_SIGNING_SECRET = 'command-api-cookies';

/** Renewed by every sign-in, so a browser in use keeps it; one left unused for a year is a stranger again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Only the sign-in call reads it, so no other request carries it. */
const DEVICE_COOKIE_PATH = '/api/auth/login';

/** One cookie per account, so a browser shared by two accounts keeps both. */
export const deviceCookieName = (userId: string) => `device-${userId}`;

/** Cookie parsing and signing for the command API's routes, with the shared signing key. */
export async function installCookies(app: FastifyInstance, db: SharedDb): Promise<void> {
  const secret = await loadOrCreateSecret(db.withTables<SecretsDatabase>(), COOKIE_SIGNING_SECRET);
  await app.register(fastifyCookie, { secret });
}

/** The device id when the request carries a device cookie this server signed for `userId`; else undefined. */
export function deviceOf(request: FastifyRequest, userId: string): string | undefined {
  const signed = request.cookies[deviceCookieName(userId)];
  if (!signed) return undefined;
  const { valid, value } = request.unsignCookie(signed);
  if (!valid || value === null) return undefined;
  // The account is inside the signed value: a cookie renamed to another account's name does not verify for it.
  const [owner, device] = value.split(' ');
  return owner === userId && device ? device : undefined;
}

/** Puts a new device cookie (a new device id) for `userId` on the reply; `secure` when PUBLIC_URL is https. */
export function issueDeviceCookie(reply: FastifyReply, userId: string, secure: boolean): void {
  void reply.setCookie(deviceCookieName(userId), `${userId} ${randomBytes(16).toString('base64url')}`, {
    signed: true,
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
