import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { createCheckoutSession } from './create-checkout-session';
import { getPrices } from './get-prices';

// The checkout's two calls (docs/product.md "Subscriptions and payments") against a stubbed fetch.

const { fetchMock, sent } = useStubbedFetch('tok-member');

const premium = { priceId: 'price_local_premium', amount: 900, currency: 'usd', interval: 'month' };
const pro = { priceId: 'price_local_pro', amount: 1900, currency: 'usd', interval: 'month' };

it('GET /api/stripe/prices gives the price of each tier', async () => {
  fetchMock.mockResolvedValue(json({ prices: { PREMIUM: premium, PRO: pro } }));
  await expect(getPrices()).resolves.toEqual({ PREMIUM: premium, PRO: pro });
  expect(sent()).toMatchObject({ input: '/api/stripe/prices', method: 'GET' });
});

it('refuses prices without a tier or a price id', async () => {
  fetchMock.mockResolvedValueOnce(json({ prices: { PREMIUM: premium } }));
  await expect(getPrices()).rejects.toThrow('Invalid response format from server');
  fetchMock.mockResolvedValueOnce(json({ prices: { PREMIUM: { ...premium, priceId: '' }, PRO: pro } }));
  await expect(getPrices()).rejects.toThrow('Invalid response format from server');
});

describe('POST /api/stripe/create-checkout-session', () => {
  it('sends the price and the tier, and answers the url', async () => {
    fetchMock.mockResolvedValue(json({ url: '/checkout/cs_local_1', sessionId: 'cs_local_1' }));
    await expect(createCheckoutSession({ priceId: 'price_local_pro', targetRole: 'PRO' })).resolves.toEqual({ url: '/checkout/cs_local_1' });
    expect(sent()).toMatchObject({ method: 'POST', body: { priceId: 'price_local_pro', targetRole: 'PRO' }, authorization: 'Bearer tok-member' });
  });

  it('fails without a url, and with the server message when refused', async () => {
    fetchMock.mockResolvedValueOnce(json({ sessionId: 'cs_1' }));
    await expect(createCheckoutSession({ priceId: 'p', targetRole: 'PRO' })).rejects.toThrow('Invalid response format from server');
    fetchMock.mockResolvedValueOnce(json({ message: 'Already Subscribed' }, 409));
    await expect(createCheckoutSession({ priceId: 'p', targetRole: 'PRO' })).rejects.toThrow('Already Subscribed');
  });
});
