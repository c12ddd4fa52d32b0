// Reads a verified Stripe event into a PaymentEvent. Only the fields we act on are checked (zod), so an API version
// that adds fields changes nothing; one that moves them (the period end moved from the subscription to its items in
// 2025) is read in both places. The user comes from the metadata our checkout sessions set on the session and the
// subscription; the role from the subscription's price, so a plan changed in Stripe's portal is followed.
import { z } from 'zod';
import { PAID_ROLES, type PaidRole, type PlanPrices } from '@app/domain/payments/plans';
import { ValidationError } from '@app/domain/shared/errors';
import { text } from '@app/domain/shared/text';
import type { SubscriptionStatus } from '@app/domain/payments/subscription';
import type { PaymentEvent } from './payments';

const idOf = z.union([text(), z.object({ id: text() }).transform((object) => object.id)]);
const ourMetadata = z.object({ userId: text().min(1), targetRole: z.enum(PAID_ROLES).optional() });

const eventSchema = z.object({ id: text(), type: text(), created: z.number(), data: z.object({ object: z.unknown() }) });

const checkoutSessionSchema = z.object({
  id: text(),
  mode: z.literal('subscription'),
  subscription: idOf,
  metadata: ourMetadata,
  // Absent in older payloads (and in a card payment it is 'paid').
  payment_status: text().optional(),
});

const subscriptionSchema = z.object({
  id: text(),
  status: text(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.number().optional(),
  metadata: ourMetadata,
  items: z.object({ data: z.array(z.object({ price: z.object({ id: text() }), current_period_end: z.number().optional() })) }),
});

const invoiceSchema = z.object({
  parent: z.object({ subscription_details: z.object({ subscription: idOf, metadata: ourMetadata }) }),
});

// 'incomplete' (first payment pending) and 'paused' say nothing about the plan the member paid for.
const STATUSES: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

export function readStripeEvent(raw: unknown, prices: PlanPrices): PaymentEvent {
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError('Invalid event');
  const { id: eventId, type, created } = parsed.data;
  const ignored: PaymentEvent = { kind: 'ignored', eventId, type };
  const object = parsed.data.data.object;
  switch (type) {
    // A slow payment method completes the session unpaid and pays later (async_payment_succeeded): the plan is
    // granted once the money is there.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutSessionSchema.safeParse(object);
      const role = session.data?.metadata.targetRole;
      if (!session.success || !role || session.data.payment_status === 'unpaid') return ignored;
      const { id: sessionId, subscription: subscriptionId, metadata } = session.data;
      return { kind: 'checkout-completed', eventId, created, userId: metadata.userId, sessionId, subscriptionId, role };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const parsed = subscriptionSchema.safeParse(object);
      if (!parsed.success) return ignored;
      const subscription = parsed.data;
      const item = subscription.items.data[0];
      const role = roleOfPrice(item?.price.id, prices) ?? subscription.metadata.targetRole;
      const status = type === 'customer.subscription.deleted' ? 'canceled' : STATUSES[subscription.status];
      if (!role || !status) return ignored;
      const periodEnd = item?.current_period_end ?? subscription.current_period_end;
      return {
        kind: 'subscription-changed',
        eventId,
        created,
        userId: subscription.metadata.userId,
        subscriptionId: subscription.id,
        role,
        status,
        currentPeriodEnd: periodEnd === undefined ? null : new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = invoiceSchema.safeParse(object);
      if (!invoice.success) return ignored;
      const { subscription, metadata } = invoice.data.parent.subscription_details;
      return { kind: 'payment-failed', eventId, created, userId: metadata.userId, subscriptionId: subscription };
    }
    default:
      return ignored;
  }
}

function roleOfPrice(priceId: string | undefined, prices: PlanPrices): PaidRole | undefined {
  return PAID_ROLES.find((role) => prices[role].priceId === priceId);
}
