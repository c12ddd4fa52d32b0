// POST /api/stripe/create-checkout-session { priceId, targetRole } (spec 000 §4, §7): a verified member starts paying
// for a plan above their role. The rule is checked before the provider is asked (no session for a refused member),
// and again when CheckoutStarted is recorded on `checkout-<sessionId>`. A member who already pays for a plan has
// that subscription moved to the new price instead (two subscriptions would both bill): no session, and the pop-up
// goes straight to the success page.
import type { FastifyInstance } from 'fastify';
import { checkoutDecider, checkoutStreamId } from '@app/domain/payments/checkout';
import { checkoutRequestSchema, requireUpgrade, wrongPriceMessage } from '@app/domain/payments/plans';
import { liveSubscription } from '@app/domain/payments/subscription';
import { ValidationError } from '@app/domain/shared/errors';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { handleDeliveries } from './handle-payment-event';
import { loadSubscription } from './load-subscription';
import type { PaymentsDeps } from './payments-deps';

export function createCheckoutSessionRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const { payments } = deps;
  app.post('/api/stripe/create-checkout-session', async (request) => {
    requireVerifiedEmail(request.actor);
    const { priceId, targetRole } = validate(checkoutRequestSchema, request.body);
    if (payments.prices[targetRole].priceId !== priceId) {
      const message = wrongPriceMessage(targetRole);
      throw new ValidationError(message, { priceId: message });
    }
    const actor = requireUpgrade(request.actor, targetRole);
    const live = liveSubscription(await loadSubscription(deps.eventStore, actor.userId));
    if (live) {
      const { subscriptionId, currentPeriodEnd } = live;
      const change = { userId: actor.userId, subscriptionId, role: targetRole, priceId, currentPeriodEnd };
      const { url, deliveries } = await payments.changePlan(change, app.clock.now());
      await handleDeliveries(app, deps, request, deliveries);
      return withPosition(request, { url });
    }
    const { sessionId, url } = await payments.createCheckoutSession({ userId: actor.userId, targetRole, priceId });
    await runFor(app, request)(checkoutDecider, checkoutStreamId(sessionId), {
      type: 'StartCheckout',
      data: { sessionId, targetRole, priceId, provider: payments.kind },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { url, sessionId });
  });
}
