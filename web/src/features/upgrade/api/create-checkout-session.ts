import { apiRequest } from '../../../lib/api-client';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';

// POST /api/stripe/create-checkout-session { priceId, targetRole } → { url, sessionId } (spec 000 §7): the address
// the checkout pop-up goes to (the local provider's own page, relative, or Stripe's).

export interface CheckoutSessionInput {
  priceId: string;
  targetRole: UpgradeTarget;
}

export async function createCheckoutSession(input: CheckoutSessionInput): Promise<{ url: string }> {
  const answer = await apiRequest<unknown>('/api/stripe/create-checkout-session', { method: 'POST', body: input });
  const url = isRecord(answer) ? optionalText(answer.url) : null;
  if (!url) throw new InvalidResponseError();
  return { url };
}
