import { queryOptions } from '@tanstack/react-query';
import type { PlanPrice, PlanPrices } from '@app/domain/payments/plans';
import { apiRequest } from '../../../lib/api-client';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import { upgradeKeys } from './upgrade-keys';

// GET /api/stripe/prices (anyone) → { prices: { PREMIUM: {...}, PRO: {...} } } (spec 000 §7): the price id a
// checkout session is created with.

export async function getPrices(signal?: AbortSignal): Promise<PlanPrices> {
  const answer = await apiRequest<unknown>('/api/stripe/prices', { signal });
  const prices = isRecord(answer) && isRecord(answer.prices) ? answer.prices : null;
  const premium = planPrice(prices?.PREMIUM);
  const pro = planPrice(prices?.PRO);
  if (!premium || !pro) throw new InvalidResponseError();
  return { PREMIUM: premium, PRO: pro };
}

function planPrice(value: unknown): PlanPrice | null {
  if (!isRecord(value)) return null;
  const priceId = optionalText(value.priceId);
  const currency = optionalText(value.currency);
  const interval = optionalText(value.interval);
  if (!priceId || !currency || !interval || typeof value.amount !== 'number') return null;
  return { priceId, amount: value.amount, currency, interval };
}

/** Read when 'Upgrade Now' is clicked; the reads' 60 s freshness spares a second call when the member tries again. */
export const pricesQueryOptions = () =>
  queryOptions({
    queryKey: upgradeKeys.prices(),
    queryFn: ({ signal }) => getPrices(signal),
  });
