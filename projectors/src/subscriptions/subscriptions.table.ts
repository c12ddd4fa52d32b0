// The `subscriptions` read model: each member's paid plan as the payment provider last described it.
import type { ColumnType } from 'kysely';
import type { PaidRole } from '@app/domain/payments/plans';
import type { SubscriptionStatus } from '@app/domain/payments/subscription';

export interface SubscriptionsTable {
  user_id: string;
  subscription_id: string;
  role: PaidRole;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  last_payment_failed_at: Date | null;
  /** The provider's time of the state (seconds since the epoch); bigint, which pg reads as text. */
  as_of: ColumnType<string, number, number>;
}

/** Inside the projection's own schema (a type, not an interface: `withTables` takes it). */
export type SubscriptionsProjectionDatabase = {
  subscriptions: SubscriptionsTable;
};

/** What readers query: the view onto the active generation. */
export type SubscriptionsReadDatabase = {
  'read.subscriptions': SubscriptionsTable;
};
