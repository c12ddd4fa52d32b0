// POST /api/auth/resend-verification: ours, the spec names no path for sending the verification mail again
// (accounts/account-changes.ts).
import type { FastifyInstance } from 'fastify';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { consumeOrRefuse } from '@app/infra/http/rate-limits';
import { resendVerification } from '../../accounts/account-changes';
import type { AuthDeps } from '../../accounts/accounts';
import { clientAddress } from '@app/infra/http/client-address';
import { scopeOf, withPosition } from '../../http/command-context';
import { HOUR_SECONDS } from '../../rate-limits/rate-limit-store';
import { EMAIL_VERIFIED_MESSAGE } from './verify-email.routes';

export const VERIFICATION_SENT_MESSAGE = 'Verification email sent. Please check your inbox.';

/** Ours: a person asks for a new link once or twice; each one is a mail we send. */
export const VERIFICATION_MAILS_PER_HOUR = 10;

export const tooManyVerificationMails = (seconds: number) => `Too many verification emails. Please try again in ${seconds} seconds.`;

export function resendVerificationRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const verificationMailsPerAddress = deps.limiters({ keyPrefix: 'verification-mail', points: VERIFICATION_MAILS_PER_HOUR, duration: HOUR_SECONDS });

  route(app, authApi.resendVerification, async (request) => {
    const { actor } = request;
    await consumeOrRefuse(verificationMailsPerAddress, clientAddress(request), tooManyVerificationMails);
    await resendVerification(scopeOf(app, request), deps, actor);
    return withPosition(request, { message: actor.emailVerified ? EMAIL_VERIFIED_MESSAGE : VERIFICATION_SENT_MESSAGE });
  });
}
