import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '@app/domain/payments/payments-api';
import type { PlanPrices } from '@app/domain/payments/plans';
import { apiAnswer } from '../../../lib/api-client';
import { upgradeKeys } from './upgrade-keys';

// GET /api/stripe/prices (anyone) → { prices: { PREMIUM: {...}, PRO: {...} } } (docs/product.md "Subscriptions and
// payments"): the price id a checkout session is created with.

export async function getPrices(signal?: AbortSignal): Promise<PlanPrices> {
  return (await apiAnswer(paymentsApi.prices.responses[200], '/api/stripe/prices', { signal })).prices;
}

/** Read when 'Upgrade Now' is clicked; the reads' 60 s freshness spares a second call when the member tries again. */
export const pricesQueryOptions = () =>
  queryOptions({
    queryKey: upgradeKeys.prices(),
    queryFn: ({ signal }) => getPrices(signal),
  });
