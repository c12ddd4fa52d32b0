import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentsKeys } from '../api/payments-keys';
import type { LocalCheckoutView } from '@app/domain/payments/checkout';
import type { SubscriptionView } from '@app/domain/payments/subscription';
import { LocalCheckoutPage } from './local-checkout-page';
import { PaymentResult } from './payment-result';
import { SubscriptionCard } from './subscription-card';

// The checkout pop-up's pages as they first render (docs/product.md "Subscriptions and payments"; the local provider's
// page).

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

function render(node: ReactNode, queryClient = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function withSession(session: LocalCheckoutView) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(paymentsKeys.localCheckout(session.sessionId), session);
  return queryClient;
}

const open: LocalCheckoutView = {
  sessionId: 'cs_1',
  targetRole: 'PRO',
  amount: 1900,
  currency: 'usd',
  interval: 'month',
  status: 'open',
  provider: 'local',
  planChange: null,
};
// Midday, so the date reads the same in the test machine's time zone.
const planChange = { fromRole: 'PREMIUM', amountDue: 517, currency: 'usd', periodEnd: '2026-12-10T12:00:00.000Z' } as const;

describe('the payment result pages', () => {
  it("say the spec's words and offer to close the window", () => {
    expect(text(render(<PaymentResult outcome="success" />))).toBe(
      'Payment Successful! Thank you for your subscription. Your account has been upgraded. Close Window',
    );
    expect(text(render(<PaymentResult outcome="cancelled" />))).toBe('Payment Cancelled No changes have been made to your account. Close Window');
  });
});

describe('the local checkout page', () => {
  it('shows the plan and its price, with Cancel and Pay', () => {
    const html = render(<LocalCheckoutPage sessionId="cs_1" />, withSession(open));
    expect(text(html)).toBe('Checkout Upgrade to PRO Plan PRO Price $19.00 / month Local payment provider: paying here charges no card. Cancel Pay');
  });

  it('shows a plan change with the amount due now and asks to pay that amount', () => {
    const html = render(<LocalCheckoutPage sessionId="cs_1" />, withSession({ ...open, planChange }));
    expect(text(html)).toBe(
      'Checkout Upgrade to PRO Plan PRO Price $19.00 / month Due today $5.17 ' +
        'Your PREMIUM plan becomes PRO now. You pay the difference for the rest of your current billing period (until Dec 10, 2026), then $19.00 / month. ' +
        'Local payment provider: paying here charges no card. Cancel Pay $5.17',
    );
  });

  it("says a Stripe plan change is paid with the plan's card, and leaves out a period not known yet", () => {
    const html = text(render(<LocalCheckoutPage sessionId="cs_1" />, withSession({ ...open, provider: 'stripe', planChange: { ...planChange, periodEnd: null } })));
    expect(html).toContain('for the rest of your current billing period, then $19.00 / month.');
    expect(html).toContain('Paid with the card your plan is billed to. Cancel Pay $5.17');
  });

  it('says when the session is already settled, without Pay', () => {
    const paid = text(render(<LocalCheckoutPage sessionId="cs_1" />, withSession({ ...open, status: 'completed' })));
    expect(paid).toBe('Checkout This checkout has already been paid. Close Window');
    const cancelled = text(render(<LocalCheckoutPage sessionId="cs_1" />, withSession({ ...open, status: 'cancelled' })));
    expect(cancelled).toContain('This checkout has been cancelled.');
  });
});

describe('the subscription card of the settings page', () => {
  const running: SubscriptionView = {
    role: 'PREMIUM',
    status: 'active',
    cancelAtPeriodEnd: false,
    // Midday, so the date reads the same in the test machine's time zone.
    currentPeriodEnd: '2026-12-25T12:00:00.000Z',
    lastPaymentFailedAt: null,
  };
  const withSubscription = (subscription: SubscriptionView | null) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(paymentsKeys.subscription(), subscription);
    return queryClient;
  };

  it('tells when a running subscription renews and offers to cancel it', () => {
    expect(text(render(<SubscriptionCard />, withSubscription(running)))).toBe(
      'Subscription PREMIUM plan, billed monthly. Renews on Dec 25, 2026 Cancel subscription',
    );
  });

  it('tells when an ending one ends, without a second cancel', () => {
    expect(text(render(<SubscriptionCard />, withSubscription({ ...running, cancelAtPeriodEnd: true })))).toBe(
      'Subscription PREMIUM plan, billed monthly. Ends on Dec 25, 2026',
    );
  });

  it('shows nothing to a member who does not pay', () => {
    expect(render(<SubscriptionCard />, withSubscription(null))).toBe('');
  });
});
