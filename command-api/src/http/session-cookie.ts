// The session token also travels as an httpOnly cookie (docs/architecture.md "HTTP"), so page loads and downloads are
// signed in without script access to the token.
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@app/infra/sessions/authentication';
import type { IssuedSession } from '@app/infra/sessions/session-token';

/** Cookies are marked Secure when the site is served over https (PUBLIC_URL), so plain-http dev still signs in. */
export function cookiesSecure(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

export function setSessionCookie(reply: FastifyReply, session: IssuedSession, secure: boolean, now: Date): void {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  void reply.header('set-cookie', `${SESSION_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`);
}
