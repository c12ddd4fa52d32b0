// The local payments provider (PAYMENTS_PROVIDER=local, the default): our own checkout page at /checkout/<sessionId>.
// Paying there builds the events Stripe would send (checkout.session.completed, then customer.subscription.created
// with a period one month ahead), signed with a secret kept in Postgres, so they take Stripe's webhook path. A move to
// a higher plan is priced by the local proration rule (local-proration.ts) and, once confirmed, sends the
// customer.subscription.updated Stripe would.
import type { PaidRole } from '@app/domain/payments/plans';
import type { SharedDb } from '../../database/kysely';
import { uuidv7 } from '../../ids/uuid';
import { loadOrCreateSecret } from '../../secrets/secrets';
import type { SecretsDatabase } from '../../secrets/secrets.table';
import type { ConfirmedPlanChange, PaymentsProvider, PlanChange, SignedDelivery, SubscriptionToCancel } from '../payments';
import { planPrices } from '../plan-prices';
import { readSignedEvent, signEvent } from '../signed-events';
import { proratedAmountDue } from './local-proration';

export const LOCAL_WEBHOOK_SECRET_NAME = 'local-payments-webhook';

export const LOCAL_PRICES = planPrices({ kind: 'local' });

export interface LocalCheckout {
  sessionId: string;
  userId: string;
  targetRole: PaidRole;
  priceId: string;
}

export interface LocalPaymentsProvider extends PaymentsProvider {
  readonly kind: 'local';
  /** Signs an event with the local secret, as Stripe signs its deliveries. */
  sign(event: object, now: Date): SignedDelivery;
  /** The signed deliveries Stripe would send for this session once paid. Ids come from the session: paying twice sends the same events. */
  completeCheckout(checkout: LocalCheckout, now: Date): SignedDelivery[];
}

export async function createLocalPayments(db: SharedDb): Promise<LocalPaymentsProvider> {
  const secret = `whsec_${(await loadOrCreateSecret(db.withTables<SecretsDatabase>(), LOCAL_WEBHOOK_SECRET_NAME)).toString('base64')}`;
  const sign = (event: object, now: Date) => signEvent(event, secret, now);
  const subscriptionUpdated = (subscription: object, now: Date, eventId = `evt_local_${uuidv7(now.getTime())}`) =>
    sign(stripeEvent(eventId, 'customer.subscription.updated', now, subscription), now);
  return {
    kind: 'local',
    prices: LOCAL_PRICES,
    sign,
    createCheckoutSession() {
      const sessionId = `cs_local_${uuidv7().replaceAll('-', '')}`;
      return Promise.resolve({ sessionId, url: `/checkout/${sessionId}` });
    },
    readWebhook: (payload, signature) => readSignedEvent(payload, signature, secret, LOCAL_PRICES),
    completeCheckout({ sessionId, userId, targetRole, priceId }, now) {
      const subscriptionId = `sub_local_${sessionId}`;
      const metadata = { userId, targetRole };
      const periodEnd = monthAhead(now);
      return [
        sign(
          stripeEvent(`evt_local_${sessionId}_completed`, 'checkout.session.completed', now, {
            id: sessionId,
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            payment_status: 'paid',
            client_reference_id: userId,
            subscription: subscriptionId,
            metadata,
          }),
          now,
        ),
        sign(
          stripeEvent(`evt_local_${sessionId}_subscription`, 'customer.subscription.created', now, subscriptionObject(subscriptionId, priceId, metadata, periodEnd, false)),
          now,
        ),
      ];
    },
    cancelAtPeriodEnd({ userId, subscriptionId, role, currentPeriodEnd }: SubscriptionToCancel, now) {
      const periodEnd = currentPeriodEnd === null ? now : new Date(currentPeriodEnd);
      const object = subscriptionObject(subscriptionId, LOCAL_PRICES[role].priceId, { userId, targetRole: role }, periodEnd, true);
      return Promise.resolve([subscriptionUpdated(object, now)]);
    },
    previewPlanChange({ fromRole, role, currentPeriodEnd }: PlanChange, now) {
      const periodEnd = currentPeriodEnd === null ? null : new Date(currentPeriodEnd);
      const amountDue = proratedAmountDue({ fromAmount: LOCAL_PRICES[fromRole].amount, toAmount: LOCAL_PRICES[role].amount, periodEnd, at: now });
      return Promise.resolve({ amountDue, currency: LOCAL_PRICES[role].currency, prorationDate: Math.floor(now.getTime() / 1000) });
    },
    changePlan({ sessionId, userId, subscriptionId, role, priceId, currentPeriodEnd }: ConfirmedPlanChange, now) {
      // As Stripe does with an immediate invoice: the period stays, the price changes, and a pending cancel is undone.
      // The event id comes from the session, so confirming twice sends the same event.
      const periodEnd = currentPeriodEnd === null ? monthAhead(now) : new Date(currentPeriodEnd);
      const object = subscriptionObject(subscriptionId, priceId, { userId, targetRole: role }, periodEnd, false);
      return Promise.resolve([subscriptionUpdated(object, now, `evt_local_${sessionId}_plan_change`)]);
    },
  };
}

function monthAhead(now: Date): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date;
}

function stripeEvent(id: string, type: string, now: Date, object: object) {
  return { id, object: 'event', type, created: Math.floor(now.getTime() / 1000), livemode: false, data: { object } };
}

function subscriptionObject(id: string, priceId: string, metadata: object, periodEnd: Date, cancelAtPeriodEnd: boolean) {
  const currentPeriodEnd = Math.floor(periodEnd.getTime() / 1000);
  return {
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: cancelAtPeriodEnd,
    metadata,
    items: { object: 'list', data: [{ object: 'subscription_item', price: { id: priceId }, current_period_end: currentPeriodEnd }] },
  };
}
