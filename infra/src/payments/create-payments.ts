// Chooses the payments provider from configuration (PAYMENTS_PROVIDER): our own checkout page by default, Stripe
// when asked.
import type { PaymentsConfig } from '../config/config';
import type { SharedDb } from '../database/kysely';
import { createLocalPayments, type LocalPaymentsProvider } from './local/local-payments';
import { createStripePayments, type StripePaymentsProvider } from './stripe/stripe-payments';

/** The provider in use; the local one also builds the events its checkout page completes with. */
export type ConfiguredPayments = LocalPaymentsProvider | StripePaymentsProvider;

export function createPayments(config: PaymentsConfig, db: SharedDb, publicUrl: string): Promise<ConfiguredPayments> {
  return config.kind === 'stripe' ? Promise.resolve(createStripePayments(config, publicUrl)) : createLocalPayments(db);
}
