// Payments through the composed platform with PAYMENTS_PROVIDER=stripe, against a local fake of Stripe's API and
// with deliveries signed as Stripe signs them: the same webhook path as the local provider's, fed by Stripe.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamNotFound } from '@app/infra/event-store/errors';
import { fakeItemId, startFakeStripe, type FakeStripe } from '@app/infra/payments/stripe/testing/fake-stripe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, type AccountTestKit } from '../accounts/account-test-kit';

const WEBHOOK_SECRET = 'whsec_system_test';
let fake: FakeStripe;
let kit: AccountTestKit;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  kit = await openAccountTestKit({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: 'price_premium',
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_API_URL: fake.url,
    PUBLIC_URL: 'https://ideas.example.com',
  });
  adminToken = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

let members = 0;
async function member() {
  const email = `stripe${++members}.free@test.com`;
  const created = await kit.request('POST', '/api/admin/users/test-accounts', { token: adminToken, body: { email, username: `stripe_${members}`, password: 'Secret-pass1!' } });
  return { token: await kit.login(email, 'Secret-pass1!'), userId: created.json<{ user: { id: string } }>().user.id };
}

const roleOf = async (token: string) => (await kit.request('GET', '/api/auth/verify', { token })).json<{ user: { role: string } }>().user.role;
const subscriptionOf = async (token: string) => (await kit.request('GET', '/api/subscription', { token })).json<{ subscription: Record<string, unknown> | null }>().subscription;

async function typesOf(stream: string) {
  try {
    return (await kit.platform.infra.eventStore.readStream(stream)).map((event) => event.type);
  } catch (error) {
    if (error instanceof StreamNotFound) return [];
    throw error;
  }
}

function deliver(type: string, object: object, created: number, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, created, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return kit.request('POST', '/api/stripe/webhook', { body: payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });
}

function subscription(id: string, userId: string, created: number, fields: { status?: string; cancelAtPeriodEnd?: boolean; priceId?: string } = {}) {
  return {
    id,
    object: 'subscription',
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: { userId, targetRole: 'PREMIUM' },
    items: { object: 'list', data: [{ price: { id: fields.priceId ?? 'price_premium' }, current_period_end: created + 30 * 86_400 }] },
  };
}

describe('payments with Stripe', () => {
  it('serves the configured prices', async () => {
    expect((await kit.request('GET', '/api/stripe/prices')).json()).toEqual({
      prices: {
        PREMIUM: { priceId: 'price_premium', amount: 900, currency: 'usd', interval: 'month' },
        PRO: { priceId: 'price_pro', amount: 1900, currency: 'usd', interval: 'month' },
      },
    });
  });

  it('checks out at Stripe, raises the role on its signed webhook, and ends the plan when Stripe deletes the subscription', async () => {
    const payer = await member();
    const created = await kit.request('POST', '/api/stripe/create-checkout-session', { token: payer.token, body: { priceId: 'price_premium', targetRole: 'PREMIUM' } });
    expect(created.statusCode).toBe(200);
    const { url, sessionId } = created.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(fake.requests.at(-1)?.form).toMatchObject({ client_reference_id: payer.userId, 'metadata[userId]': payer.userId, 'metadata[targetRole]': 'PREMIUM' });
    expect(await typesOf(`checkout-${sessionId}`)).toEqual(['CheckoutStarted']);
    // Not a local session: the local page does not know it.
    expect((await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token })).statusCode).toBe(404);

    const t = Math.floor(Date.now() / 1000);
    const paid = { id: sessionId, object: 'checkout.session', mode: 'subscription', client_reference_id: payer.userId, subscription: 'sub_s1', metadata: { userId: payer.userId, targetRole: 'PREMIUM' } };
    const forged = await deliver('checkout.session.completed', paid, t, 'whsec_not_stripe');
    expect([forged.statusCode, forged.json()]).toEqual([400, { message: 'Invalid signature' }]);
    expect(await roleOf(payer.token)).toBe('FREE');

    expect((await deliver('checkout.session.completed', paid, t)).json()).toEqual({ received: true });
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    expect(await typesOf(`checkout-${sessionId}`)).toEqual(['CheckoutStarted', 'CheckoutCompleted']);
    await deliver('customer.subscription.created', subscription('sub_s1', payer.userId, t), t);
    expect(await subscriptionOf(payer.token)).toEqual({
      role: 'PREMIUM',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date((t + 30 * 86_400) * 1000).toISOString(),
      lastPaymentFailedAt: null,
    });

    const cancelled = await kit.request('POST', '/api/subscription/cancel', { token: payer.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ subscription: { role: 'PREMIUM', cancelAtPeriodEnd: true } });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_s1', form: { cancel_at_period_end: 'true' } });
    await deliver('customer.subscription.updated', subscription('sub_s1', payer.userId, t + 1, { cancelAtPeriodEnd: true }), t + 1);
    expect(await subscriptionOf(payer.token)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(await roleOf(payer.token)).toBe('PREMIUM');

    await deliver('customer.subscription.deleted', subscription('sub_s1', payer.userId, t + 2, { status: 'canceled' }), t + 2);
    expect(await roleOf(payer.token)).toBe('FREE');
    expect(await subscriptionOf(payer.token)).toMatchObject({ status: 'canceled' });
  });
  /** A member paying for PREMIUM at Stripe (its subscription event recorded), and the subscription's id. */
  async function premiumMember() {
    const payer = await member();
    const t = Math.floor(Date.now() / 1000);
    const subscriptionId = `sub_${randomUUID()}`;
    await deliver('customer.subscription.created', subscription(subscriptionId, payer.userId, t), t);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    return { ...payer, subscriptionId, t };
  }

  async function startPlanChange(token: string) {
    const started = await kit.request('POST', '/api/stripe/create-checkout-session', { token, body: { priceId: 'price_pro', targetRole: 'PRO' } });
    expect(started.statusCode).toBe(200);
    const { url, sessionId } = started.json<{ url: string; sessionId: string }>();
    // Our own page, not Stripe's, showing Stripe's preview of the amount.
    expect(url).toBe(`/checkout/${sessionId}`);
    return sessionId;
  }

  it("shows a paying member Stripe's previewed amount for the move to PRO, charges it on Pay, and the webhook raises the role", async () => {
    const payer = await premiumMember();
    fake.previewAmountDue = 612;
    const before = fake.requests.length;
    const sessionId = await startPlanChange(payer.token);
    const [retrieved, previewed, ...noMore] = fake.requests.slice(before);
    expect(noMore).toEqual([]);
    expect(retrieved).toMatchObject({ method: 'GET', path: `/v1/subscriptions/${payer.subscriptionId}` });
    expect(previewed).toMatchObject({ method: 'POST', path: '/v1/invoices/create_preview' });
    expect(previewed!.form).toMatchObject({
      subscription: payer.subscriptionId,
      'subscription_details[items][0][id]': fakeItemId(payer.subscriptionId),
      'subscription_details[items][0][price]': 'price_pro',
      'subscription_details[proration_behavior]': 'always_invoice',
    });
    const prorationDate = previewed!.form['subscription_details[proration_date]'];

    const page = await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token });
    expect(page.json()).toMatchObject({
      targetRole: 'PRO',
      status: 'open',
      provider: 'stripe',
      planChange: { fromRole: 'PREMIUM', amountDue: 612, currency: 'usd', periodEnd: new Date((payer.t + 30 * 86_400) * 1000).toISOString() },
    });
    // Previewing changes nothing: no update at Stripe, the member still PREMIUM.
    expect(fake.requests.slice(before).some((request) => request.path.startsWith('/v1/subscriptions/') && request.method === 'POST')).toBe(false);
    expect(await roleOf(payer.token)).toBe('PREMIUM');

    const paid = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} });
    expect([paid.statusCode, paid.json()]).toEqual([200, expect.objectContaining({ redirectUrl: '/payment/success' })]);
    const update = fake.requests.at(-1)!;
    expect(update).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${payer.subscriptionId}`, idempotencyKey: `plan-change-${sessionId}` });
    expect(update.form).toMatchObject({
      'items[0][id]': fakeItemId(payer.subscriptionId),
      'items[0][price]': 'price_pro',
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
      payment_behavior: 'pending_if_incomplete',
      cancel_at_period_end: 'false',
    });
    expect(await typesOf(`checkout-${sessionId}`)).toEqual(['CheckoutStarted', 'PlanChangeConfirmed']);
    // Nothing is recorded of the subscription until Stripe says so.
    expect(await roleOf(payer.token)).toBe('PREMIUM');

    await deliver('customer.subscription.updated', subscription(payer.subscriptionId, payer.userId, payer.t + 1, { priceId: 'price_pro' }), payer.t + 1);
    expect(await roleOf(payer.token)).toBe('PRO');
    expect(await subscriptionOf(payer.token)).toMatchObject({ role: 'PRO', status: 'active' });
    expect(await typesOf(`subscription-${payer.userId}`)).toEqual(['SubscriptionChanged', 'SubscriptionChanged']);
  });

  it('leaves the member PREMIUM, with nothing asked of Stripe, when they cancel the plan change', async () => {
    const payer = await premiumMember();
    const sessionId = await startPlanChange(payer.token);
    const before = fake.requests.length;
    const cancelled = await kit.request('POST', `/api/payments/local/${sessionId}/cancel`, { token: payer.token, body: {} });
    expect(cancelled.json()).toMatchObject({ redirectUrl: '/payment/cancelled' });
    expect(fake.requests.length).toBe(before);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
  });

  it('says a declined payment on the page, and changes nothing', async () => {
    const payer = await premiumMember();
    const sessionId = await startPlanChange(payer.token);
    fake.declinePayments = true;
    try {
      const paid = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} });
      expect([paid.statusCode, paid.json<{ message: string }>().message]).toEqual([409, 'Your payment did not go through. Your plan has not changed.']);
    } finally {
      fake.declinePayments = false;
    }
    expect(await typesOf(`checkout-${sessionId}`)).toEqual(['CheckoutStarted']);
    expect((await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token })).json()).toMatchObject({ status: 'open' });
    expect(await roleOf(payer.token)).toBe('PREMIUM');
  });
});
