import type { Role } from '@app/domain/shared/roles';
import { serverMessage } from '../../../lib/api-client';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';
import { upgradeRefusal } from '../../../lib/feature-gate/upgrade-plans';
import type { CheckoutSessionInput } from '../api/create-checkout-session';
import type { PlanPrices } from '@app/domain/payments/plans';

// 'Upgrade Now' (docs/product.md "Subscriptions and payments", "Limits"): the checkout runs in a 600x700 pop-up that is
// polled every second; when it closes the page reloads, so whatever the payment changed (the role above all) shows.

export const CHECKOUT_POPUP = { name: 'checkout', width: 600, height: 700, pollMs: 1_000 } as const;

export const CHECKOUT_MESSAGES = {
  popupBlocked: 'Pop-up blocked! Please allow pop-ups and try again.',
  pricesFailed: 'Failed to fetch prices',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
} as const;

/** The part of a pop-up's `Window` the flow uses. */
export interface CheckoutPopup {
  readonly closed: boolean;
  close(): void;
  focus(): void;
  location: { href: string };
}

export interface CheckoutEnvironment {
  /** Opens the blank pop-up; null when the browser blocked it. */
  openPopup: () => CheckoutPopup | null;
  fetchPrices: () => Promise<PlanPrices>;
  createSession: (input: CheckoutSessionInput) => Promise<{ url: string }>;
  /** The page's origin: the local provider answers with a relative address. */
  origin: string;
  reload: () => void;
  toast: (options: ToastOptions) => void;
}

/**
 * Thrown for an address the pop-up must not be sent to (docs/product.md "Subscriptions and payments" 'Invalid checkout
 * URL received').
 */
class InvalidCheckoutUrlError extends Error {
  override readonly name = 'InvalidCheckoutUrlError';
  constructor() {
    super('Invalid checkout URL received');
  }
}

/** The absolute http(s) address of a checkout; anything else (javascript:, garbage) is refused. */
export function checkoutAddress(url: string, origin: string): string {
  let address: URL;
  try {
    address = new URL(url, origin);
  } catch {
    throw new InvalidCheckoutUrlError();
  }
  if (address.protocol !== 'http:' && address.protocol !== 'https:') throw new InvalidCheckoutUrlError();
  return address.href;
}

/**
 * The click handler's body. The pop-up is opened before anything is awaited: a browser allows a pop-up only in the
 * click's own task, so it is opened blank and redirected once the session exists. A second click while a checkout
 * pop-up is open brings that one forward instead of starting another.
 */
export function createCheckoutFlow(env: CheckoutEnvironment) {
  let current: CheckoutPopup | null = null;

  return async function startCheckout(user: { role: Role; emailVerified: boolean } | null, target: UpgradeTarget): Promise<void> {
    const refusal = upgradeRefusal(user, target);
    if (refusal) {
      env.toast(refusal);
      return;
    }
    if (current && !current.closed) {
      current.focus();
      return;
    }
    const popup = env.openPopup();
    if (!popup) {
      env.toast({ variant: 'destructive', title: CHECKOUT_MESSAGES.popupBlocked, duration: TOAST_DURATION.default });
      return;
    }
    current = popup;

    let prices: PlanPrices;
    try {
      prices = await env.fetchPrices();
    } catch {
      popup.close();
      env.toast({ variant: 'destructive', title: CHECKOUT_MESSAGES.pricesFailed, duration: TOAST_DURATION.default });
      return;
    }

    let address: string;
    try {
      const session = await env.createSession({ priceId: prices[target].priceId, targetRole: target });
      address = checkoutAddress(session.url, env.origin);
    } catch (error) {
      popup.close();
      // The server's reason (say, 'Already Subscribed' for a role raised in another tab) under the spec's toast.
      const reason = serverMessage(error);
      env.toast({
        variant: 'destructive',
        title: CHECKOUT_MESSAGES.checkoutFailed,
        ...(reason ? { description: reason } : {}),
        duration: TOAST_DURATION.default,
      });
      return;
    }

    popup.location.href = address;
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      env.reload();
    }, CHECKOUT_POPUP.pollMs);
  };
}

/** The pop-up's window features: 600x700, centred over the page that opened it. */
export function popupFeatures(opener: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const { width, height } = CHECKOUT_POPUP;
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
