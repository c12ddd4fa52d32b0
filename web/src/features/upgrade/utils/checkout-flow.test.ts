import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { PlanPrices } from '@app/domain/payments/plans';
import { CHECKOUT_MESSAGES, checkoutAddress, createCheckoutFlow, popupFeatures, type CheckoutEnvironment, type CheckoutPopup } from './checkout-flow';

// docs/product.md "Subscriptions and payments" (pop-up, 1 s polling, reload on close), docs/product.md "Subscriptions
// and payments".

const PRICES: PlanPrices = {
  PREMIUM: { priceId: 'price_local_premium', amount: 900, currency: 'usd', interval: 'month' },
  PRO: { priceId: 'price_local_pro', amount: 1900, currency: 'usd', interval: 'month' },
};
const freeMember = { role: 'FREE' as const, emailVerified: true };

function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(), focus: vi.fn() };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  return popup satisfies CheckoutPopup;
}

function environment(overrides: Partial<CheckoutEnvironment> = {}) {
  const popup = fakePopup();
  const env = {
    openPopup: vi.fn<CheckoutEnvironment['openPopup']>(() => popup),
    fetchPrices: vi.fn(() => Promise.resolve(PRICES)),
    createSession: vi.fn<CheckoutEnvironment['createSession']>(() => Promise.resolve({ url: '/checkout/cs_local_1' })),
    origin: 'http://app.test',
    reload: vi.fn(),
    toast: vi.fn<CheckoutEnvironment['toast']>(),
    ...overrides,
  };
  return { env, popup, start: createCheckoutFlow(env) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Upgrade Now', () => {
  it('opens the pop-up before anything is awaited, creates the session for the tier and sends the pop-up there', async () => {
    const { env, popup, start } = environment();
    const started = start(freeMember, 'PRO');
    // Still inside the click: the browser allows the pop-up only here.
    expect(env.openPopup).toHaveBeenCalledTimes(1);
    expect(env.fetchPrices).toHaveBeenCalledTimes(1);
    expect(env.createSession).not.toHaveBeenCalled();
    await started;
    expect(env.createSession).toHaveBeenCalledWith({ priceId: 'price_local_pro', targetRole: 'PRO' });
    expect(popup.location.href).toBe('http://app.test/checkout/cs_local_1');
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('polls the pop-up every second and reloads the page once it is closed', async () => {
    const { env, popup, start } = environment();
    await start(freeMember, 'PREMIUM');
    vi.advanceTimersByTime(5_000);
    expect(env.reload).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(999);
    expect(env.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('says the pop-up was blocked and calls nothing', async () => {
    const { env, start } = environment({ openPopup: () => null });
    await start(freeMember, 'PREMIUM');
    expect(env.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pop-up blocked! Please allow pop-ups and try again.', variant: 'destructive' }));
    expect(env.fetchPrices).not.toHaveBeenCalled();
    expect(env.createSession).not.toHaveBeenCalled();
  });

  it("closes the pop-up and says 'Failed to fetch prices' when the prices cannot be read", async () => {
    const { env, popup, start } = environment({ fetchPrices: () => Promise.reject(new ApiError('Server error: Bad Gateway', 502)) });
    await start(freeMember, 'PREMIUM');
    expect(popup.close).toHaveBeenCalled();
    expect(env.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to fetch prices' }));
    expect(env.createSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('closes the pop-up when the session is refused, with the server reason under the spec toast', async () => {
    const refused = new ApiError('Already Subscribed', 409, { message: 'Already Subscribed' });
    const { env, popup, start } = environment({ createSession: () => Promise.reject(refused) });
    await start(freeMember, 'PREMIUM');
    expect(popup.close).toHaveBeenCalled();
    expect(env.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to start checkout process. Please try again.', description: 'Already Subscribed' }),
    );
    vi.advanceTimersByTime(5_000);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('closes the pop-up on a network failure or an address it must not open', async () => {
    for (const createSession of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({ url: 'javascript:alert(1)' }),
    ]) {
      const { env, popup, start } = environment({ createSession });
      await start(freeMember, 'PREMIUM');
      expect(popup.close).toHaveBeenCalled();
      expect(popup.location.href).toBe('');
      expect(env.toast).toHaveBeenCalledWith({ variant: 'destructive', title: CHECKOUT_MESSAGES.checkoutFailed, duration: 5_000 });
    }
  });

  it('checks the member before opening anything', async () => {
    const cases = [
      [null, 'Authentication Required'],
      [{ role: 'FREE', emailVerified: false }, 'Verify Your Email'],
      [{ role: 'PREMIUM', emailVerified: true }, 'Already Subscribed'],
    ] as const;
    for (const [user, title] of cases) {
      const { env, start } = environment();
      await start(user, 'PREMIUM');
      expect(env.toast).toHaveBeenCalledWith(expect.objectContaining({ title }));
      expect(env.openPopup).not.toHaveBeenCalled();
    }
  });

  it('brings an open checkout pop-up forward instead of opening a second one', async () => {
    const { env, popup, start } = environment();
    await start(freeMember, 'PREMIUM');
    await start(freeMember, 'PRO');
    expect(env.openPopup).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalledTimes(1);
    popup.closed = true;
    await start(freeMember, 'PRO');
    expect(env.openPopup).toHaveBeenCalledTimes(2);
  });
});

describe('checkoutAddress', () => {
  it("resolves the local provider's relative address and keeps Stripe's", () => {
    expect(checkoutAddress('/checkout/cs_1', 'http://app.test')).toBe('http://app.test/checkout/cs_1');
    expect(checkoutAddress('https://checkout.stripe.com/c/pay/cs_1', 'http://app.test')).toBe('https://checkout.stripe.com/c/pay/cs_1');
  });

  it('refuses anything but http(s)', () => {
    expect(() => checkoutAddress('data:text/html,hi', 'http://app.test')).toThrow('Invalid checkout URL received');
    expect(() => checkoutAddress('http://', 'http://app.test')).toThrow('Invalid checkout URL received');
  });
});

it('centres the 600x700 pop-up over the page', () => {
  expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 900 })).toBe('popup=yes,width=600,height=700,left=440,top=150');
  expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 600 })).toBe('popup=yes,width=600,height=700,left=0,top=0');
});
