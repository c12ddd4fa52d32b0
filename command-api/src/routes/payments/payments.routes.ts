// Subscriptions and payments (docs/product.md "Subscriptions and payments"): checkout, the provider webhook, the local
// provider's checkout buttons, and cancelling at period end (the reads, prices included, are the query API's). One file
// per endpoint.
import type { FastifyInstance } from 'fastify';
import { cancelSubscriptionRoutes } from './cancel-subscription.routes';
import { createCheckoutSessionRoutes } from './create-checkout-session.routes';
import { localCheckoutRoutes } from './local-checkout.routes';
import type { PaymentsDeps } from '../../payments/payments-deps';
import { webhookRoutes } from './webhook.routes';

export function paymentRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  createCheckoutSessionRoutes(app, deps);
  webhookRoutes(app, deps);
  localCheckoutRoutes(app, deps);
  cancelSubscriptionRoutes(app, deps);
}
