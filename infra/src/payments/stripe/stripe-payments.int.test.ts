// The Stripe provider against a local fake of Stripe's API (never the internet), with deliveries signed the way
// Stripe signs them.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict } from '@app/domain/shared/errors';
import { readConfig } from '../../config/config';
import { InvalidSignature } from '../payments';
import { createStripePayments, type StripePaymentsProvider } from './stripe-payments';
import { fakeItemId, startFakeStripe, type FakeStripe } from './testing/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let stripe: StripePaymentsProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  const config = readConfig({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: 'price_premium_live',
    STRIPE_PRICE_PRO: 'price_pro_live',
    STRIPE_API_URL: fake.url,
  });
  if (config.payments.kind !== 'stripe') throw new Error('expected the Stripe configuration');
  stripe = createStripePayments(config.payments, 'https://ideas.example.com');
});
afterAll(() => fake?.close());

const signed = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

describe('the Stripe payments provider', () => {
  it("gives the configured price ids with the spec's amounts, without calling Stripe", () => {
    expect(stripe.prices).toEqual({
      PREMIUM: { priceId: 'price_premium_live', amount: 900, currency: 'usd', interval: 'month' },
      PRO: { priceId: 'price_pro_live', amount: 1900, currency: 'usd', interval: 'month' },
    });
    expect(fake.requests).toEqual([]);
  });

  it('creates a subscription-mode Checkout Session naming the member, and answers with its id and url', async () => {
    const session = await stripe.createCheckoutSession({ userId: 'user-1', targetRole: 'PRO', priceId: 'price_pro_live' });
    expect(session).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_fake' });
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_live',
      'line_items[0][quantity]': '1',
      client_reference_id: 'user-1',
      'metadata[userId]': 'user-1',
      'metadata[targetRole]': 'PRO',
      'subscription_data[metadata][userId]': 'user-1',
      'subscription_data[metadata][targetRole]': 'PRO',
      success_url: 'https://ideas.example.com/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://ideas.example.com/payment/cancelled',
    });
  });

  it('asks Stripe to cancel at period end, and leaves the recording to its webhook', async () => {
    const deliveries = await stripe.cancelAtPeriodEnd({ userId: 'user-1', subscriptionId: 'sub_123', role: 'PRO', currentPeriodEnd: null }, new Date());
    expect(deliveries).toEqual([]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_123', form: { cancel_at_period_end: 'true' } });
  });

  const change = { userId: 'user-1', subscriptionId: 'sub_456', fromRole: 'PREMIUM' as const, role: 'PRO' as const, priceId: 'price_pro_live', currentPeriodEnd: null };

  it('prices a plan change with Stripe\'s invoice preview of the proration, at the instant given, changing nothing', async () => {
    const before = fake.requests.length;
    fake.previewAmountDue = 613;
    const now = new Date('2026-11-28T10:00:00.000Z');
    expect(await stripe.previewPlanChange(change, now)).toEqual({ amountDue: 613, currency: 'usd', prorationDate: 1_795_860_000 });
    const [retrieved, previewed, ...rest] = fake.requests.slice(before);
    expect(rest).toEqual([]);
    expect(retrieved).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_456' });
    expect(previewed).toMatchObject({ method: 'POST', path: '/v1/invoices/create_preview' });
    expect(previewed!.form).toEqual({
      subscription: 'sub_456',
      'subscription_details[items][0][id]': fakeItemId('sub_456'),
      'subscription_details[items][0][price]': 'price_pro_live',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': '1795860000',
    });
  });

  it("moves the subscription's item to the new price at the previewed proration date, applied only once paid, once per session", async () => {
    const before = fake.requests.length;
    const confirmed = { ...change, sessionId: 'pc_1', prorationDate: 1_795_860_000 };
    expect(await stripe.changePlan(confirmed, new Date())).toEqual([]);
    const [retrieved, updated, ...rest] = fake.requests.slice(before);
    expect(rest).toEqual([]);
    expect(retrieved).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_456' });
    expect(updated).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_456', idempotencyKey: 'plan-change-pc_1' });
    expect(updated!.form).toEqual({
      'items[0][id]': fakeItemId('sub_456'),
      'items[0][price]': 'price_pro_live',
      proration_behavior: 'always_invoice',
      proration_date: '1795860000',
      payment_behavior: 'pending_if_incomplete',
      cancel_at_period_end: 'false',
      'metadata[userId]': 'user-1',
      'metadata[targetRole]': 'PRO',
    });
  });

  it('refuses with PAYMENT_DECLINED when Stripe leaves the change pending on a failed payment', async () => {
    fake.declinePayments = true;
    try {
      const confirmed = { ...change, subscriptionId: 'sub_789', sessionId: 'pc_2', prorationDate: 1_795_860_000 };
      await expect(stripe.changePlan(confirmed, new Date())).rejects.toThrow(new Conflict('Your payment did not go through. Your plan has not changed.'));
    } finally {
      fake.declinePayments = false;
    }
  });

  it('reads a delivery signed with the webhook secret, and refuses any other', () => {
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: 1_790_000_000,
      data: {
        object: {
          id: 'sub_123',
          object: 'subscription',
          status: 'canceled',
          cancel_at_period_end: false,
          metadata: { userId: 'user-1', targetRole: 'PREMIUM' },
          items: { data: [{ price: { id: 'price_pro_live' }, current_period_end: 1_792_592_000 }] },
        },
      },
    };
    const { payload, signature } = signed(event);
    expect(stripe.readWebhook(Buffer.from(payload), signature)).toEqual({
      kind: 'subscription-changed',
      eventId: 'evt_1',
      created: 1_790_000_000,
      userId: 'user-1',
      subscriptionId: 'sub_123',
      role: 'PRO',
      status: 'canceled',
      currentPeriodEnd: new Date(1_792_592_000 * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(() => stripe.readWebhook(payload, signed(event, 'whsec_other').signature)).toThrow(InvalidSignature);
    expect(() => stripe.readWebhook(payload, undefined)).toThrow(InvalidSignature);
    expect(() => stripe.readWebhook(payload.replace('sub_123', 'sub_999'), signature)).toThrow(InvalidSignature);
  });
});
