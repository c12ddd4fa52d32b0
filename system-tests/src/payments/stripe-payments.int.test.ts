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
  it('upgrades a paying member by moving their subscription to the PRO price at Stripe, whose webhook then raises the role', async () => {
    const payer = await member();
    const t = Math.floor(Date.now() / 1000);
    const subscriptionId = `sub_${randomUUID()}`;
    await deliver('customer.subscription.created', subscription(subscriptionId, payer.userId, t), t);
    expect(await roleOf(payer.token)).toBe('PREMIUM');

    const before = fake.requests.length;
    const upgraded = await kit.request('POST', '/api/stripe/create-checkout-session', { token: payer.token, body: { priceId: 'price_pro', targetRole: 'PRO' } });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toMatchObject({ url: 'https://ideas.example.com/payment/success' });
    expect(upgraded.json()).not.toHaveProperty('sessionId');
    const calls = fake.requests.slice(before);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET /v1/subscriptions/${subscriptionId}`, `POST /v1/subscriptions/${subscriptionId}`]);
    expect(calls[1]!.form).toMatchObject({ 'items[0][id]': fakeItemId(subscriptionId), 'items[0][price]': 'price_pro', proration_behavior: 'always_invoice' });
    // Nothing is recorded until Stripe says so.
    expect(await roleOf(payer.token)).toBe('PREMIUM');

    await deliver('customer.subscription.updated', subscription(subscriptionId, payer.userId, t + 1, { priceId: 'price_pro' }), t + 1);
    expect(await roleOf(payer.token)).toBe('PRO');
    expect(await subscriptionOf(payer.token)).toMatchObject({ role: 'PRO', status: 'active' });
    expect(await typesOf(`subscription-${payer.userId}`)).toEqual(['SubscriptionChanged', 'SubscriptionChanged']);
  });
});
