// The paid plans' prices (GET /api/stripe/prices, and how a webhook's price id names a role): the provider's price ids
// with the spec's amounts (docs/product.md "Limits"), from configuration alone, so neither API calls the provider to
// show them.
import { PLAN_AMOUNTS, PLAN_CURRENCY, PLAN_INTERVAL, type PaidRole, type PlanPrice, type PlanPrices } from '@app/domain/payments/plans';
import type { PaymentsConfig } from '../config/config';

/** The local provider's price ids (PAYMENTS_PROVIDER=local). */
const LOCAL_PRICE_IDS: Record<PaidRole, string> = { PREMIUM: 'price_local_premium', PRO: 'price_local_pro' };

export function planPrices(config: PaymentsConfig): PlanPrices {
  const ids = config.kind === 'stripe' ? config.prices : LOCAL_PRICE_IDS;
  const plan = (role: PaidRole): PlanPrice => ({ priceId: ids[role], amount: PLAN_AMOUNTS[role], currency: PLAN_CURRENCY, interval: PLAN_INTERVAL });
  return { PREMIUM: plan('PREMIUM'), PRO: plan('PRO') };
}
