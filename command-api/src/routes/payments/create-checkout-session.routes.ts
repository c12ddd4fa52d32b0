// POST /api/stripe/create-checkout-session { priceId, targetRole } (spec 000 §4, §7): a verified member starts paying
// for a plan above their role. The rule is checked before the provider is asked (no session for a refused member),
// and again when CheckoutStarted is recorded on `checkout-<sessionId>`.
import type { FastifyInstance } from 'fastify';
import { checkoutDecider, checkoutStreamId } from '@app/domain/payments/checkout';
import { checkoutRequestSchema, requireUpgrade, wrongPriceMessage } from '@app/domain/payments/plans';
import { ValidationError } from '@app/domain/shared/errors';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import type { PaymentsDeps } from './payments-deps';

export function createCheckoutSessionRoutes(app: FastifyInstance, { payments }: PaymentsDeps): void {
  app.post('/api/stripe/create-checkout-session', async (request) => {
    requireVerifiedEmail(request.actor);
    const { priceId, targetRole } = validate(checkoutRequestSchema, request.body);
    if (payments.prices[targetRole].priceId !== priceId) {
      const message = wrongPriceMessage(targetRole);
      throw new ValidationError(message, { priceId: message });
    }
    const actor = requireUpgrade(request.actor, targetRole);
    const { sessionId, url } = await payments.createCheckoutSession({ userId: actor.userId, targetRole, priceId });
    await runFor(app, request)(checkoutDecider, checkoutStreamId(sessionId), {
      type: 'StartCheckout',
      data: { sessionId, targetRole, priceId, provider: payments.kind },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { url, sessionId });
  });
}
