import { paymentsApi } from '@app/domain/payments/payments-api';
import { apiAnswer } from '../../../lib/api-client';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';

// POST /api/stripe/create-checkout-session { priceId, targetRole } → { url, sessionId } (docs/product.md "Subscriptions
// and payments"): the address the checkout pop-up goes to (the local provider's own page, relative, or Stripe's).

export interface CheckoutSessionInput {
  priceId: string;
  targetRole: UpgradeTarget;
}

export async function createCheckoutSession(input: CheckoutSessionInput): Promise<{ url: string }> {
  const { url } = await apiAnswer(paymentsApi.createCheckoutSession.responses[200], '/api/stripe/create-checkout-session', { method: 'POST', body: input });
  return { url };
}
