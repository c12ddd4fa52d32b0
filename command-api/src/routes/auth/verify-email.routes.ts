// GET /api/auth/verify/{token} (docs/product.md "Accounts and sessions"): a GET that appends. The link in the
// verification mail is opened by the SPA's /verify-email page, which calls this path as the spec names it. It is
// idempotent (verifying twice records nothing).
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '@app/domain/shared/errors';
import { INVALID_VERIFICATION_TOKEN, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { verificationDigest } from '../../accounts/accounts';
import { runFor, withPosition } from '../../http/command-context';

export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully';

export function verifyEmailRoutes(app: FastifyInstance): void {
  route(app, authApi.verifyEmail, async (request) => {
    const { token } = request.params;
    const [userId, secret] = token.split('.');
    if (!userId || !secret || !/^[0-9a-f-]{36}$/.test(userId)) throw new ValidationError(INVALID_VERIFICATION_TOKEN, { token: INVALID_VERIFICATION_TOKEN });
    await runFor(app, request)(userDecider, userStreamId(userId), {
      type: 'VerifyEmail',
      data: { token: verificationDigest(secret) },
      metadata: { actor: request.actor, now: app.clock.now() },
    });
    return withPosition(request, { message: EMAIL_VERIFIED_MESSAGE });
  });
}
