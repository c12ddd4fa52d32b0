import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { decideLocalCheckout, getLocalCheckout } from './local-checkout';
import { cancelSubscription, getSubscription } from './subscription';

// The payments calls against a stubbed fetch: what each sends and how each answer (or a wrong one) comes out.

const { fetchMock, sent } = useStubbedFetch('tok-member');

const session = { sessionId: 'cs_local_1', targetRole: 'PREMIUM', amount: 900, currency: 'usd', interval: 'month', status: 'open', provider: 'local', planChange: null };
const planChange = { fromRole: 'PREMIUM', amountDue: 517, currency: 'usd', periodEnd: '2026-12-10T10:00:00.000Z' };
const subscription = {
  role: 'PREMIUM',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-25T10:00:00.000Z',
  lastPaymentFailedAt: null,
};

describe('the local checkout', () => {
  it('reads the session with the member token', async () => {
    fetchMock.mockResolvedValue(json(session));
    await expect(getLocalCheckout('cs_local_1')).resolves.toEqual(session);
    expect(sent()).toMatchObject({ input: '/api/payments/local/cs_local_1', method: 'GET', authorization: 'Bearer tok-member' });
  });

  it('reads a plan change with the amount due now, its period end known or not', async () => {
    const change = { ...session, targetRole: 'PRO', amount: 1900, provider: 'stripe', planChange };
    fetchMock.mockResolvedValueOnce(json(change));
    await expect(getLocalCheckout('pc_1')).resolves.toEqual(change);
    fetchMock.mockResolvedValueOnce(json({ ...change, planChange: { ...planChange, periodEnd: null } }));
    await expect(getLocalCheckout('pc_1')).resolves.toMatchObject({ planChange: { periodEnd: null } });
  });

  it("refuses a session it cannot show, and passes the server's 404 on", async () => {
    for (const wrong of [
      { ...session, status: 'paid' },
      { ...session, provider: 'paypal' },
      { ...session, planChange: undefined },
      { ...session, planChange: { ...planChange, amountDue: '5.17' } },
      { ...session, planChange: { ...planChange, fromRole: 'FREE' } },
    ]) {
      fetchMock.mockResolvedValueOnce(json(wrong));
      await expect(getLocalCheckout('cs_local_1')).rejects.toThrow('Invalid response format from server');
    }
    fetchMock.mockResolvedValueOnce(json({ message: 'Checkout session not found' }, 404));
    await expect(getLocalCheckout('cs_other')).rejects.toThrow('Checkout session not found');
  });

  it('pays or cancels, and goes only to a page of this site', async () => {
    fetchMock.mockResolvedValueOnce(json({ redirectUrl: '/payment/success' }));
    await expect(decideLocalCheckout({ sessionId: 'cs_local_1', decision: 'complete' })).resolves.toBe('/payment/success');
    expect(sent()).toMatchObject({ input: '/api/payments/local/cs_local_1/complete', method: 'POST', body: {} });
    fetchMock.mockResolvedValueOnce(json({ redirectUrl: '/payment/cancelled' }));
    await expect(decideLocalCheckout({ sessionId: 'cs_local_1', decision: 'cancel' })).resolves.toBe('/payment/cancelled');
    expect(sent(1).input).toBe('/api/payments/local/cs_local_1/cancel');
    for (const redirectUrl of ['https://evil.test/', '//evil.test/x', null]) {
      fetchMock.mockResolvedValueOnce(json({ redirectUrl }));
      await expect(decideLocalCheckout({ sessionId: 'cs_local_1', decision: 'complete' })).rejects.toThrow('Invalid response format from server');
    }
  });
});

describe('the subscription', () => {
  it('reads none or one', async () => {
    fetchMock.mockResolvedValueOnce(json({ subscription: null }));
    await expect(getSubscription()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json({ subscription }));
    await expect(getSubscription()).resolves.toEqual(subscription);
    expect(sent().input).toBe('/api/subscription');
    // Between a checkout and the provider's subscription event the period is not known yet.
    fetchMock.mockResolvedValueOnce(json({ subscription: { ...subscription, currentPeriodEnd: null } }));
    await expect(getSubscription()).resolves.toEqual({ ...subscription, currentPeriodEnd: null });
  });

  it('refuses a subscription of an unknown shape', async () => {
    fetchMock.mockResolvedValueOnce(json({ subscription: { ...subscription, cancelAtPeriodEnd: 'no' } }));
    await expect(getSubscription()).rejects.toThrow('Invalid response format from server');
    fetchMock.mockResolvedValueOnce(json({}));
    await expect(getSubscription()).rejects.toThrow('Invalid response format from server');
  });

  it('cancels at the period end and answers with the subscription as it now stands', async () => {
    fetchMock.mockResolvedValueOnce(json({ subscription: { ...subscription, cancelAtPeriodEnd: true } }));
    await expect(cancelSubscription()).resolves.toMatchObject({ cancelAtPeriodEnd: true });
    expect(sent()).toMatchObject({ input: '/api/subscription/cancel', method: 'POST' });
    fetchMock.mockResolvedValueOnce(json({ message: 'No active subscription' }, 404));
    await expect(cancelSubscription()).rejects.toThrow('No active subscription');
  });
});
