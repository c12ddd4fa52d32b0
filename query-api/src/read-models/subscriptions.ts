// Reads of the `subscriptions` read model (projectors/src/subscriptions/), for GET /api/subscription.
import type { Kysely } from 'kysely';
import type { SubscriptionView } from '@app/domain/payments/subscription';
import type { QueryApiDatabase } from './query-api-database';

/** The member's subscription; null when they never had one. */
export async function subscriptionOf(db: Kysely<QueryApiDatabase>, userId: string): Promise<SubscriptionView | null> {
  const row = await db.selectFrom('read.subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    role: row.role,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
    lastPaymentFailedAt: row.last_payment_failed_at?.toISOString() ?? null,
  };
}
