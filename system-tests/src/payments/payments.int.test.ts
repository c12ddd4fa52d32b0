// Payments through the composed platform on the local provider (docs/product.md "Subscriptions and payments"): prices,
// starting a checkout with every refusal, the local checkout page, and the one webhook path (signatures, replays, a
// crash halfway, admins).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSealingCommandHandler } from '@app/command-api/app';
import { subscriptionDecider, subscriptionStreamId } from '@app/domain/payments/subscription';
import { StreamNotFound } from '@app/infra/event-store/errors';
import { createLocalPayments, type LocalPaymentsProvider } from '@app/infra/payments/local/local-payments';
import { proratedAmountDue } from '@app/infra/payments/local/local-proration';
import { signEvent } from '@app/infra/payments/signed-events';
import type { SignedDelivery } from '@app/infra/payments/payments';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, type AccountTestKit } from '../accounts/account-test-kit';

let kit: AccountTestKit;
let adminToken: string;
/** The same provider the server runs: it reads the same signing secret from Postgres. */
let local: LocalPaymentsProvider;

beforeAll(async () => {
  kit = await openAccountTestKit();
  adminToken = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  local = await createLocalPayments(kit.platform.infra.db);
});
afterAll(() => kit?.close());

interface Member {
  token: string;
  userId: string;
}

let members = 0;
async function member(tier: 'free' | 'premium' = 'free'): Promise<Member> {
  const email = `payer${++members}.${tier}@test.com`;
  const created = await kit.request('POST', '/api/admin/users/test-accounts', {
    token: adminToken,
    body: { email, username: `payer_${members}`, password: 'Secret-pass1!' },
  });
  expect(created.statusCode).toBe(200);
  const token = await kit.login(email, 'Secret-pass1!');
  return { token, userId: created.json<{ user: { id: string } }>().user.id };
}

async function roleOf(token: string): Promise<string> {
  return (await kit.request('GET', '/api/auth/verify', { token })).json<{ user: { role: string } }>().user.role;
}

async function eventsOf(stream: string) {
  try {
    return await kit.platform.infra.eventStore.readStream(stream);
  } catch (error) {
    if (error instanceof StreamNotFound) return [];
    throw error;
  }
}

async function startCheckout(payer: Member, targetRole: 'PREMIUM' | 'PRO' = 'PREMIUM') {
  const priceId = targetRole === 'PREMIUM' ? 'price_local_premium' : 'price_local_pro';
  const response = await kit.request('POST', '/api/stripe/create-checkout-session', { token: payer.token, body: { priceId, targetRole } });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string; sessionId: string }>();
}

const deliver = ({ payload, signature }: SignedDelivery) =>
  kit.request('POST', '/api/stripe/webhook', { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

describe('GET /api/stripe/prices', () => {
  it('gives both plans to anyone, in cents, from configuration', async () => {
    const response = await kit.request('GET', '/api/stripe/prices');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      prices: {
        PREMIUM: { priceId: 'price_local_premium', amount: 900, currency: 'usd', interval: 'month' },
        PRO: { priceId: 'price_local_pro', amount: 1900, currency: 'usd', interval: 'month' },
      },
    });
  });
});

describe('POST /api/stripe/create-checkout-session', () => {
  const create = (body: unknown, token?: string) => kit.request('POST', '/api/stripe/create-checkout-session', { token, body });

  it('starts a checkout on the local page and records CheckoutStarted on checkout-<sessionId>', async () => {
    const payer = await member();
    const { url, sessionId } = await startCheckout(payer, 'PRO');
    expect(url).toBe(`/checkout/${sessionId}`);
    const [started, ...rest] = await eventsOf(`checkout-${sessionId}`);
    expect(rest).toEqual([]);
    expect(started).toMatchObject({
      type: 'CheckoutStarted',
      data: { sessionId, userId: payer.userId, targetRole: 'PRO', priceId: 'price_local_pro', provider: 'local' },
    });
  });

  it('refuses a guest (401) and an unverified member (403) with the existing messages', async () => {
    const body = { priceId: 'price_local_premium', targetRole: 'PREMIUM' };
    const guest = await create(body);
    expect([guest.statusCode, guest.json<{ message: string }>().message]).toEqual([401, 'Please sign in to access this feature']);
    const signUp = await kit.request('POST', '/api/auth/register', {
      body: { email: 'unverified.payer@example.com', username: 'unverified_payer', password: 'Secret-pass1!', confirmPassword: 'Secret-pass1!' },
      remoteAddress: '198.51.100.77',
    });
    const unverified = await create(body, signUp.json<{ token: string }>().token);
    expect([unverified.statusCode, unverified.json<{ message: string }>().message]).toEqual([403, 'Please check your inbox to continue.']);
  });

  it.each([
    [{ targetRole: 'PREMIUM' }, 'priceId', 'priceId is required'],
    [{ priceId: '  ', targetRole: 'PREMIUM' }, 'priceId', 'priceId is required'],
    [{ priceId: 42, targetRole: 'PREMIUM' }, 'priceId', 'priceId is required'],
    [{ priceId: 'price_local_premium' }, 'targetRole', 'targetRole must be PREMIUM or PRO'],
    [{ priceId: 'price_local_premium', targetRole: 'ADMIN' }, 'targetRole', 'targetRole must be PREMIUM or PRO'],
    [{ priceId: 'price_local_premium', targetRole: 'PRO' }, 'priceId', 'priceId is not the price of PRO'],
    [{ priceId: 'price_other', targetRole: 'PREMIUM' }, 'priceId', 'priceId is not the price of PREMIUM'],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const payer = await member();
    const response = await create(body, payer.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it("refuses 409 'Already Subscribed' a plan not above the member's role, and any plan to an admin", async () => {
    const premium = await member('premium');
    const same = await create({ priceId: 'price_local_premium', targetRole: 'PREMIUM' }, premium.token);
    expect([same.statusCode, same.json<{ message: string }>().message]).toEqual([409, 'Already Subscribed']);
    const admin = await create({ priceId: 'price_local_pro', targetRole: 'PRO' }, adminToken);
    expect([admin.statusCode, admin.json<{ message: string }>().message]).toEqual([409, 'Already Subscribed']);
    expect((await create({ priceId: 'price_local_pro', targetRole: 'PRO' }, premium.token)).statusCode).toBe(200);
  });
});

describe('the local checkout page', () => {
  it('shows the session to its owner, and paying raises the role before it answers, caused by the payment event', async () => {
    const payer = await member();
    const { sessionId } = await startCheckout(payer);
    const page = await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token });
    expect(page.json()).toEqual({ sessionId, targetRole: 'PREMIUM', amount: 900, currency: 'usd', interval: 'month', status: 'open', provider: 'local', planChange: null });

    const paid = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ redirectUrl: '/payment/success' });
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    const roleChanges = (await eventsOf(`user-${payer.userId}`)).filter((event) => event.type === 'RoleChanged');
    expect(roleChanges).toHaveLength(1);
    expect(roleChanges[0]).toMatchObject({
      data: { role: 'PREMIUM', previousRole: 'FREE', by: 'payment' },
      metadata: { causationId: `evt_local_${sessionId}_completed`, userId: null },
    });
    expect((await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token })).json()).toMatchObject({ status: 'completed' });

    const again = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, 'Checkout session is no longer open']);
  });

  it('cancelling leaves the role as it was and closes the session', async () => {
    const payer = await member();
    const { sessionId } = await startCheckout(payer);
    const cancelled = await kit.request('POST', `/api/payments/local/${sessionId}/cancel`, { token: payer.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ redirectUrl: '/payment/cancelled' });
    expect(await roleOf(payer.token)).toBe('FREE');
    expect((await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token })).json()).toMatchObject({ status: 'cancelled' });
    for (const action of ['complete', 'cancel']) {
      const late = await kit.request('POST', `/api/payments/local/${sessionId}/${action}`, { token: payer.token });
      expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([409, 'Checkout session is no longer open']);
    }
    expect(await eventsOf(subscriptionStreamId(payer.userId))).toEqual([]);
  });

  it("is its owner's only: anyone else, and an unknown session, get the same 404; a guest 401", async () => {
    const payer = await member();
    const other = await member();
    const { sessionId } = await startCheckout(payer);
    for (const [method, path] of [
      ['GET', `/api/payments/local/${sessionId}`],
      ['POST', `/api/payments/local/${sessionId}/complete`],
      ['POST', `/api/payments/local/${sessionId}/cancel`],
      ['GET', '/api/payments/local/cs_local_unknown'],
      ['POST', '/api/payments/local/cs_local_unknown/complete'],
      ['GET', '/api/payments/local/..%2F..%2Fuser-x'],
    ] as const) {
      const response = await kit.request(method, path, { token: other.token });
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([404, 'Checkout session not found']);
      expect((await kit.request(method, path)).statusCode).toBe(401);
    }
    expect(await roleOf(other.token)).toBe('FREE');
    expect((await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token })).json()).toMatchObject({ status: 'open' });
  });
});

describe('POST /api/stripe/webhook', () => {
  const checkoutOf = async (payer: Member) => ({ ...(await startCheckout(payer)), userId: payer.userId, targetRole: 'PREMIUM' as const, priceId: 'price_local_premium' });

  it('answers 400 for a forged or missing signature and records nothing', async () => {
    const payer = await member();
    const [completed] = local.completeCheckout(await checkoutOf(payer), new Date());
    const forged = signEvent(JSON.parse(completed!.payload) as object, 'whsec_forged', new Date());
    const signatures: Record<string, string>[] = [{ 'stripe-signature': forged.signature }, {}, { 'stripe-signature': 't=1,v1=00' }];
    for (const headers of signatures) {
      const response = await kit.request('POST', '/api/stripe/webhook', { body: completed!.payload, headers: { 'content-type': 'application/json', ...headers } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid signature' });
    }
    const tampered = await deliver({ payload: completed!.payload.replace('PREMIUM', 'PRO'), signature: completed!.signature });
    expect(tampered.statusCode).toBe(400);
    expect(await eventsOf(subscriptionStreamId(payer.userId))).toEqual([]);
    expect(await roleOf(payer.token)).toBe('FREE');
  });

  it('answers 200 to event types it does not act on', async () => {
    const response = await deliver(local.sign({ id: 'evt_other', object: 'event', type: 'customer.created', created: 1, data: { object: {} } }, new Date()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('changes nothing when an event is delivered again', async () => {
    const payer = await member();
    const checkout = await checkoutOf(payer);
    const deliveries = local.completeCheckout(checkout, new Date());
    for (const delivery of deliveries) expect((await deliver(delivery)).json()).toEqual({ received: true });
    const streams = [subscriptionStreamId(payer.userId), `user-${payer.userId}`, `checkout-${checkout.sessionId}`];
    const before = await Promise.all(streams.map(eventsOf));
    for (const delivery of [...deliveries, ...deliveries]) expect((await deliver(delivery)).statusCode).toBe(200);
    expect(await Promise.all(streams.map(eventsOf))).toEqual(before);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
  });

  it('lands the role once when redelivered after a crash between recording the event and changing the role', async () => {
    const payer = await member();
    const checkout = await checkoutOf(payer);
    const [completed] = local.completeCheckout(checkout, new Date());
    // The first delivery got as far as the subscription stream, then the process died.
    const event = JSON.parse(completed!.payload) as { id: string; created: number };
    await createSealingCommandHandler(kit.platform.infra)(
      subscriptionDecider,
      subscriptionStreamId(payer.userId),
      {
        type: 'RecordCheckoutPaid',
        data: { userId: payer.userId, stripeEventId: event.id, subscriptionId: `sub_local_${checkout.sessionId}`, asOf: event.created, role: 'PREMIUM', sessionId: checkout.sessionId },
        metadata: { actor: null, now: new Date() },
      },
      { commandId: 'crashed', correlationId: event.id, causationId: event.id },
    );
    expect(await roleOf(payer.token)).toBe('FREE');
    await deliver(completed!);
    await deliver(completed!);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    expect((await eventsOf(`user-${payer.userId}`)).filter((recorded) => recorded.type === 'RoleChanged')).toHaveLength(1);
    expect((await eventsOf(subscriptionStreamId(payer.userId))).map((recorded) => recorded.type)).toEqual(['SubscriptionStarted']);
    expect((await eventsOf(`checkout-${checkout.sessionId}`)).map((recorded) => recorded.type)).toEqual(['CheckoutStarted', 'CheckoutCompleted']);
  });

  it('never touches an admin', async () => {
    const me = await kit.request('GET', '/api/auth/verify', { token: adminToken });
    const adminId = me.json<{ user: { id: string } }>().user.id;
    for (const delivery of local.completeCheckout({ sessionId: 'cs_local_admin', userId: adminId, targetRole: 'PRO', priceId: 'price_local_pro' }, new Date())) {
      expect((await deliver(delivery)).statusCode).toBe(200);
    }
    expect(await roleOf(adminToken)).toBe('ADMIN');
    expect((await eventsOf(`user-${adminId}`)).filter((recorded) => recorded.type === 'RoleChanged')).toEqual([]);
  });
});

describe('GET /api/subscription and POST /api/subscription/cancel', () => {
  type View = { subscription: null | { role: string; status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null; lastPaymentFailedAt: string | null } };
  const subscriptionOf = async (payer: Member) => (await kit.request('GET', '/api/subscription', { token: payer.token })).json<View>().subscription;

  async function paidMember(targetRole: 'PREMIUM' | 'PRO' = 'PREMIUM') {
    const payer = await member();
    const { sessionId } = await startCheckout(payer, targetRole);
    expect((await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token })).statusCode).toBe(200);
    return { ...payer, subscriptionId: `sub_local_${sessionId}` };
  }

  /** A subscription event as Stripe shapes it (the period end on the item, as API versions since 2025 put it). */
  function subscriptionEvent(
    payer: Member & { subscriptionId: string },
    type: string,
    created: number,
    fields: { status?: string; priceId?: string; cancelAtPeriodEnd?: boolean } = {},
  ) {
    return local.sign(
      {
        id: `evt_${randomUUID()}`,
        object: 'event',
        type,
        created,
        data: {
          object: {
            id: payer.subscriptionId,
            object: 'subscription',
            status: fields.status ?? 'active',
            cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
            metadata: { userId: payer.userId, targetRole: 'PRO' },
            items: { data: [{ price: { id: fields.priceId ?? 'price_local_pro' }, current_period_end: created + 30 * 86_400 }] },
          },
        },
      },
      new Date(),
    );
  }

  const later = () => Math.floor(Date.now() / 1000) + 60;

  it('shows none before paying, then the active plan renewing a month ahead', async () => {
    const payer = await member();
    expect(await subscriptionOf(payer)).toBeNull();
    const before = new Date();
    const paid = await paidMember();
    const subscription = await subscriptionOf(paid);
    expect(subscription).toMatchObject({ role: 'PREMIUM', status: 'active', cancelAtPeriodEnd: false, lastPaymentFailedAt: null });
    const monthAhead = new Date(before);
    monthAhead.setUTCMonth(monthAhead.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(subscription!.currentPeriodEnd!) - monthAhead.getTime())).toBeLessThan(60_000);
    expect((await kit.request('GET', '/api/subscription')).statusCode).toBe(401);
  });

  it('cancels at period end through the webhook path: the role stays until Stripe deletes the subscription', async () => {
    const payer = await paidMember();
    const periodEnd = (await subscriptionOf(payer))!.currentPeriodEnd;
    const cancelled = await kit.request('POST', '/api/subscription/cancel', { token: payer.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<View>().subscription).toEqual({ role: 'PREMIUM', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd, lastPaymentFailedAt: null });
    expect(await subscriptionOf(payer)).toEqual(cancelled.json<View>().subscription);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    const updates = (await eventsOf(subscriptionStreamId(payer.userId))).filter((event) => event.type === 'SubscriptionChanged');
    expect(updates.at(-1)?.metadata.causationId).toMatch(/^evt_local_/);

    const again = await kit.request('POST', '/api/subscription/cancel', { token: payer.token });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([404, 'No active subscription']);

    expect((await deliver(subscriptionEvent(payer, 'customer.subscription.deleted', later(), { status: 'canceled', priceId: 'price_local_premium' }))).statusCode).toBe(200);
    expect(await roleOf(payer.token)).toBe('FREE');
    expect(await subscriptionOf(payer)).toMatchObject({ status: 'canceled' });
  });

  /** Moves the paid member's period end to `days` from now, as a renewal or Stripe's portal would. */
  async function periodEndsIn(payer: Member & { subscriptionId: string }, days: number) {
    const created = later();
    const periodEnd = created + days * 86_400;
    const event = subscriptionEvent(payer, 'customer.subscription.updated', created, { priceId: 'price_local_premium' });
    const payload = JSON.parse(event.payload) as { data: { object: { items: { data: { current_period_end: number }[] } } } };
    payload.data.object.items.data[0]!.current_period_end = periodEnd;
    expect((await deliver(local.sign(payload, new Date()))).statusCode).toBe(200);
    return new Date(periodEnd * 1000).toISOString();
  }

  async function startPlanChange(payer: Member) {
    const started = await kit.request('POST', '/api/stripe/create-checkout-session', { token: payer.token, body: { priceId: 'price_local_pro', targetRole: 'PRO' } });
    expect(started.statusCode).toBe(200);
    const { url, sessionId } = started.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`/checkout/${sessionId}`);
    return sessionId;
  }

  it("prices a paying PREMIUM member's move to PRO on the checkout page, prorated, and changes nothing until they pay", async () => {
    const payer = await paidMember('PREMIUM');
    const periodEnd = await periodEndsIn(payer, 15);
    const subscriptionBefore = await subscriptionOf(payer);
    const sessionId = await startPlanChange(payer);

    const [started, ...rest] = await eventsOf(`checkout-${sessionId}`);
    expect(rest).toEqual([]);
    const terms = (started!.data as { planChange: { prorationDate: number } }).planChange;
    // The local rule for the rest of this period (15 days of the month ending then), at the instant the price was set.
    const amountDue = proratedAmountDue({ fromAmount: 900, toAmount: 1900, periodEnd: new Date(periodEnd), at: new Date(terms.prorationDate * 1000) });
    expect(amountDue).toBeGreaterThan(400);
    expect(amountDue).toBeLessThan(600);
    expect(started).toMatchObject({
      type: 'CheckoutStarted',
      data: { sessionId, userId: payer.userId, targetRole: 'PRO', provider: 'local', planChange: { subscriptionId: payer.subscriptionId, fromRole: 'PREMIUM', amountDue, currency: 'usd', periodEnd } },
    });

    const page = await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token });
    expect(page.json()).toEqual({
      sessionId,
      targetRole: 'PRO',
      amount: 1900,
      currency: 'usd',
      interval: 'month',
      status: 'open',
      provider: 'local',
      planChange: { fromRole: 'PREMIUM', amountDue, currency: 'usd', periodEnd },
    });
    // Shown, not charged: the plan and the role are still PREMIUM.
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    expect(await subscriptionOf(payer)).toEqual(subscriptionBefore);
    expect((await eventsOf(subscriptionStreamId(payer.userId))).map((event) => event.type)).toEqual(['SubscriptionStarted', 'SubscriptionChanged', 'SubscriptionChanged']);
  });

  it('moves the subscription to PRO when the member pays on the page, through the webhook path, once', async () => {
    const payer = await paidMember('PREMIUM');
    const periodEnd = (await subscriptionOf(payer))!.currentPeriodEnd;
    const sessionId = await startPlanChange(payer);

    const paid = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ redirectUrl: '/payment/success' });
    expect(await roleOf(payer.token)).toBe('PRO');
    expect(await subscriptionOf(payer)).toEqual({ role: 'PRO', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd, lastPaymentFailedAt: null });
    const recorded = await eventsOf(subscriptionStreamId(payer.userId));
    expect(recorded.at(-1)).toMatchObject({ type: 'SubscriptionChanged', data: { subscriptionId: payer.subscriptionId, role: 'PRO' }, metadata: { causationId: `evt_local_${sessionId}_plan_change` } });
    const roleChange = (await eventsOf(`user-${payer.userId}`)).filter((event) => event.type === 'RoleChanged').at(-1);
    expect(roleChange).toMatchObject({ data: { role: 'PRO', previousRole: 'PREMIUM', by: 'payment' }, metadata: { causationId: `evt_local_${sessionId}_plan_change` } });
    expect((await eventsOf(`checkout-${sessionId}`)).map((event) => event.type)).toEqual(['CheckoutStarted', 'PlanChangeConfirmed']);
    expect((await kit.request('GET', `/api/payments/local/${sessionId}`, { token: payer.token })).json()).toMatchObject({ status: 'completed' });

    const again = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, 'Checkout session is no longer open']);
    const anotherUpgrade = await kit.request('POST', '/api/stripe/create-checkout-session', { token: payer.token, body: { priceId: 'price_local_pro', targetRole: 'PRO' } });
    expect([anotherUpgrade.statusCode, anotherUpgrade.json<{ message: string }>().message]).toEqual([409, 'Already Subscribed']);
  });

  it('leaves the member PREMIUM when they cancel the plan change', async () => {
    const payer = await paidMember('PREMIUM');
    const before = await subscriptionOf(payer);
    const sessionId = await startPlanChange(payer);
    const cancelled = await kit.request('POST', `/api/payments/local/${sessionId}/cancel`, { token: payer.token, body: {} });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ redirectUrl: '/payment/cancelled' });
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    expect(await subscriptionOf(payer)).toEqual(before);
    expect((await eventsOf(`checkout-${sessionId}`)).map((event) => event.type)).toEqual(['CheckoutStarted', 'CheckoutCancelled']);
    const late = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} });
    expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([409, 'Checkout session is no longer open']);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
  });

  it('refuses a price that no longer holds: the period renewed between the page and the payment', async () => {
    const payer = await paidMember('PREMIUM');
    const sessionId = await startPlanChange(payer);
    await periodEndsIn(payer, 40);
    const paid = await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} });
    expect([paid.statusCode, paid.json<{ message: string }>().message]).toEqual([409, 'Your plan has changed since this checkout began. Please start again.']);
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    expect((await eventsOf(`checkout-${sessionId}`)).map((event) => event.type)).toEqual(['CheckoutStarted']);
  });

  it("keeps a plan change its owner's: anyone else gets the same 404", async () => {
    const payer = await paidMember('PREMIUM');
    const other = await paidMember('PREMIUM');
    const sessionId = await startPlanChange(payer);
    for (const [method, path] of [
      ['GET', `/api/payments/local/${sessionId}`],
      ['POST', `/api/payments/local/${sessionId}/complete`],
      ['POST', `/api/payments/local/${sessionId}/cancel`],
    ] as const) {
      const response = await kit.request(method, path, { token: other.token, ...(method === 'POST' ? { body: {} } : {}) });
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([404, 'Checkout session not found']);
    }
    expect(await roleOf(other.token)).toBe('PREMIUM');
    expect(await roleOf(payer.token)).toBe('PREMIUM');
  });

  it('undoes a pending cancel when the member pays for the higher plan: they keep paying, for it', async () => {
    const payer = await paidMember('PREMIUM');
    expect((await kit.request('POST', '/api/subscription/cancel', { token: payer.token })).statusCode).toBe(200);
    const sessionId = await startPlanChange(payer);
    expect((await kit.request('POST', `/api/payments/local/${sessionId}/complete`, { token: payer.token, body: {} })).statusCode).toBe(200);
    expect(await subscriptionOf(payer)).toMatchObject({ role: 'PRO', status: 'active', cancelAtPeriodEnd: false });
  });

  it('starts a new checkout for a member whose subscription has ended', async () => {
    const payer = await paidMember('PREMIUM');
    expect((await deliver(subscriptionEvent(payer, 'customer.subscription.deleted', later(), { status: 'canceled', priceId: 'price_local_premium' }))).statusCode).toBe(200);
    expect(await roleOf(payer.token)).toBe('FREE');
    const { url, sessionId } = await startCheckout(payer, 'PRO');
    expect(url).toBe(`/checkout/${sessionId}`);
  });

  it("answers 404 'No active subscription' to a member who has none, and 401 to a guest", async () => {
    const payer = await member();
    const none = await kit.request('POST', '/api/subscription/cancel', { token: payer.token });
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([404, 'No active subscription']);
    expect((await kit.request('POST', '/api/subscription/cancel')).statusCode).toBe(401);
  });

  it('follows a plan change made at Stripe by its price, ignores an older update arriving late, and shows a failed payment', async () => {
    const payer = await paidMember('PRO');
    const t = later();
    await deliver(subscriptionEvent(payer, 'customer.subscription.updated', t + 10, { priceId: 'price_local_premium' }));
    expect(await roleOf(payer.token)).toBe('PREMIUM');
    await deliver(subscriptionEvent(payer, 'customer.subscription.updated', t, { priceId: 'price_local_pro' }));
    expect(await roleOf(payer.token)).toBe('PREMIUM');

    const failed = local.sign(
      {
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'invoice.payment_failed',
        created: t + 20,
        data: { object: { object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: payer.subscriptionId, metadata: { userId: payer.userId } } } } },
      },
      new Date(),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    await deliver(subscriptionEvent(payer, 'customer.subscription.updated', t + 21, { status: 'past_due', priceId: 'price_local_premium' }));
    expect(await subscriptionOf(payer)).toMatchObject({ role: 'PREMIUM', status: 'past_due', lastPaymentFailedAt: new Date((t + 20) * 1000).toISOString() });
    expect(await roleOf(payer.token)).toBe('PREMIUM');
  });
});
