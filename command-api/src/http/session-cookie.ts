// The session token also travels as an httpOnly cookie (docs/architecture.md "HTTP"), so page loads and downloads are
// signed in without script access to the token. Set through @fastify/cookie (installCookies in device-cookie.ts).
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@app/infra/sessions/authentication';
import type { IssuedSession } from '@app/infra/sessions/session-token';

/** Cookies are marked Secure when the site is served over https (PUBLIC_URL), so plain-http dev still signs in. */
export function cookiesSecure(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

function setSession(reply: FastifyReply, value: string, maxAge: number, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', maxAge, secure });
}

export function setSessionCookie(reply: FastifyReply, session: IssuedSession, secure: boolean, now: Date): void {
  setSession(reply, session.token, Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)), secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  setSession(reply, '', 0, secure);
}
