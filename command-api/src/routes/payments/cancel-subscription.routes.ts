// POST /api/subscription/cancel: the member ends their plan at the end of the period they paid for. Stripe is asked
// and its webhook records the change; the local provider answers with the event Stripe would send, recorded now.
import type { FastifyInstance } from 'fastify';
import { cancellable, subscriptionView } from '@app/domain/payments/subscription';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { handleDeliveries } from './handle-payment-event';
import { loadSubscription } from './load-subscription';
import type { PaymentsDeps } from './payments-deps';

export function cancelSubscriptionRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const load = (userId: string) => loadSubscription(deps.eventStore, userId);

  route(app, paymentsApi.cancelSubscription, async (request) => {
    const { userId } = request.actor;
    const { subscriptionId, role, currentPeriodEnd } = cancellable(await load(userId));
    const deliveries = await deps.payments.cancelAtPeriodEnd({ userId, subscriptionId, role, currentPeriodEnd }, app.clock.now());
    await handleDeliveries(app, deps, request, deliveries);
    const { current } = await load(userId);
    // With Stripe the change is recorded when its webhook arrives; the answer already shows what was asked for.
    return withPosition(request, { subscription: current && { ...subscriptionView(current), cancelAtPeriodEnd: true } });
  });
}
