// The Stripe provider (PAYMENTS_PROVIDER=stripe): Checkout Sessions in subscription mode, webhooks signed by Stripe.
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/config';
import type { PaymentsProvider } from '../payments';
import { planPrices } from '../plan-prices';
import { readSignedEvent } from '../signed-events';

type StripeConfig = Extract<PaymentsConfig, { kind: 'stripe' }>;

export interface StripePaymentsProvider extends PaymentsProvider {
  readonly kind: 'stripe';
}

export function createStripePayments(config: StripeConfig, publicUrl: string): StripePaymentsProvider {
  const stripe = new Stripe(config.secretKey, { ...apiAddress(config.apiUrl), maxNetworkRetries: 2 });
  const prices = planPrices(config);
  return {
    kind: 'stripe',
    prices,
    async createCheckoutSession({ userId, targetRole, priceId }) {
      // The subscription carries the same metadata, so its own events name the member too.
      const metadata = { userId, targetRole };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: userId,
        metadata,
        subscription_data: { metadata },
        success_url: `${publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/payment/cancelled`,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    readWebhook: (payload, signature) => readSignedEvent(payload, signature, config.webhookSecret, prices),
    async cancelAtPeriodEnd({ subscriptionId }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return [];
    },
    async changePlan({ userId, subscriptionId, role, priceId }) {
      // The subscription's one item takes the new price; naming the item replaces it rather than adding a second.
      const { items } = await stripe.subscriptions.retrieve(subscriptionId);
      const item = items.data[0];
      if (!item) throw new Error(`Stripe returned subscription ${subscriptionId} without an item`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        // The member pays the difference now, and a pending cancel would otherwise end the plan they just bought.
        proration_behavior: 'always_invoice',
        cancel_at_period_end: false,
        metadata: { userId, targetRole: role },
      });
      return { url: `${publicUrl}/payment/success`, deliveries: [] };
    },
  };
}

/** STRIPE_API_URL (a Stripe-compatible server, such as the tests' fake) as the client's host, port and protocol. */
function apiAddress(apiUrl: string | undefined): { host?: string; port?: string; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}
