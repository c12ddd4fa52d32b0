// The subscription and payment calls, one contract each (shared/api-contract.ts): prices, checkout, our own
// checkout page and its buttons, the provider's webhook, the member's subscription and its cancellation.
import { z } from 'zod';
import { apiContract, commandAnswer, pathParam } from '../shared/api-contract';
import { text } from '../shared/text';
import { CHECKOUT_NOT_FOUND, type LocalCheckoutView } from './checkout';
import { checkoutRequestSchema, PAID_ROLES, type PlanPrices } from './plans';
import type { SubscriptionView } from './subscription';

/** A plan's price; a plan with no price id configured cannot be bought. */
const planPriceSchema = z.object({ priceId: text().min(1), amount: z.number(), currency: text(), interval: text() });
export const planPricesSchema = z.object({ PREMIUM: planPriceSchema, PRO: planPriceSchema }) satisfies z.ZodType<PlanPrices>;

export const subscriptionViewSchema = z.object({
  role: z.enum(PAID_ROLES),
  status: z.enum(['active', 'past_due', 'canceled']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: text().nullable(),
  lastPaymentFailedAt: text().nullable(),
}) satisfies z.ZodType<SubscriptionView>;

export const localCheckoutViewSchema = z.object({
  sessionId: text(),
  targetRole: z.enum(PAID_ROLES),
  amount: z.number(),
  currency: text(),
  interval: text(),
  status: z.enum(['open', 'completed', 'cancelled']),
  provider: z.enum(['local', 'stripe']),
  planChange: z.object({ fromRole: z.enum(PAID_ROLES), amountDue: z.number(), currency: text(), periodEnd: text().nullable() }).nullable(),
}) satisfies z.ZodType<LocalCheckoutView>;

const SESSION_ID = /^[\w-]{1,200}$/;
const sessionParams = z.object({ sessionId: pathParam((value) => SESSION_ID.test(value), CHECKOUT_NOT_FOUND) });
const redirectAnswer = commandAnswer({ redirectUrl: text() });

export const paymentsApi = {
  prices: apiContract({
    method: 'GET',
    path: '/api/stripe/prices',
    tag: 'payments',
    summary: "The paid plans' prices",
    access: 'public',
    responses: { 200: z.object({ prices: planPricesSchema }) },
  }),
  createCheckoutSession: apiContract({
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    tag: 'payments',
    summary: 'Starts paying for a plan above the member’s role (a plan change is confirmed on our own checkout page)',
    access: 'verified',
    body: checkoutRequestSchema,
    responses: { 200: commandAnswer({ url: text(), sessionId: text() }) },
    errors: [409],
  }),
  webhook: apiContract({
    method: 'POST',
    path: '/api/stripe/webhook',
    tag: 'payments',
    summary: "The provider's event, checked against its signature (`stripe-signature`) on the raw body",
    access: 'public',
    responses: { 200: z.object({ received: z.literal(true) }) },
    errors: [400],
  }),
  localCheckout: apiContract({
    method: 'GET',
    path: '/api/payments/local/:sessionId',
    tag: 'payments',
    summary: 'What our own checkout page shows, to the session’s owner',
    access: 'signed-in',
    params: sessionParams,
    responses: { 200: localCheckoutViewSchema },
  }),
  completeLocalCheckout: apiContract({
    method: 'POST',
    path: '/api/payments/local/:sessionId/complete',
    tag: 'payments',
    summary: "Our checkout page's Pay: the first subscription (local provider) or the confirmed plan change",
    access: 'signed-in',
    params: sessionParams,
    responses: { 200: redirectAnswer },
    errors: [403, 409],
  }),
  cancelLocalCheckout: apiContract({
    method: 'POST',
    path: '/api/payments/local/:sessionId/cancel',
    tag: 'payments',
    summary: "Our checkout page's Cancel",
    access: 'signed-in',
    params: sessionParams,
    responses: { 200: redirectAnswer },
    errors: [409],
  }),
  subscription: apiContract({
    method: 'GET',
    path: '/api/subscription',
    tag: 'payments',
    summary: "The member's paid plan, or null",
    access: 'signed-in',
    responses: { 200: z.object({ subscription: subscriptionViewSchema.nullable() }) },
  }),
  cancelSubscription: apiContract({
    method: 'POST',
    path: '/api/subscription/cancel',
    tag: 'payments',
    summary: 'Ends the plan at the end of the period paid for',
    access: 'signed-in',
    responses: { 200: commandAnswer({ subscription: subscriptionViewSchema.nullable() }) },
    errors: [404],
  }),
};
