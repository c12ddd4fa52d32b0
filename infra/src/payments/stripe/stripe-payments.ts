// The Stripe provider (PAYMENTS_PROVIDER=stripe): Checkout Sessions in subscription mode, webhooks signed by Stripe. A
// paying member's move to a higher plan is a change of their subscription (no second one): priced with Stripe's
// invoice preview, then applied with the same proration date, so the charge is the amount the member confirmed.
import Stripe from 'stripe';
import { PAYMENT_DECLINED } from '@app/domain/payments/checkout';
import { Conflict } from '@app/domain/shared/errors';
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
  // The subscription's one item: naming it moves it to the new price rather than adding a second.
  const onlyItemId = async (subscriptionId: string) => {
    const item = (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0];
    if (!item) throw new Error(`Stripe returned subscription ${subscriptionId} without an item`);
    return item.id;
  };
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
    async previewPlanChange({ subscriptionId, priceId }, now) {
      const prorationDate = Math.floor(now.getTime() / 1000);
      const preview = await stripe.invoices.createPreview({
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: await onlyItemId(subscriptionId), price: priceId }],
          // The invoice the change itself raises (the prorations alone), not the next renewal's.
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
        },
      });
      return { amountDue: preview.amount_due, currency: preview.currency, prorationDate };
    },
    async changePlan({ sessionId, userId, subscriptionId, role, priceId, prorationDate }) {
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: await onlyItemId(subscriptionId), price: priceId }],
          // The member pays the difference now, computed for the instant the preview was, so for what they confirmed.
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
          // The change applies only once that invoice is paid; a declined card leaves the plan as it was.
          payment_behavior: 'pending_if_incomplete',
          // A pending cancel would otherwise end the plan they just bought.
          cancel_at_period_end: false,
          metadata: { userId, targetRole: role },
        },
        // Stripe answers a repeat of this session's change with the first answer, for a day: one charge.
        { idempotencyKey: `plan-change-${sessionId}` },
      );
      if (updated.pending_update) throw new Conflict(PAYMENT_DECLINED);
      return [];
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
