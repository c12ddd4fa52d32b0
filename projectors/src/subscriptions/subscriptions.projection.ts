// The `subscriptions` read model (GET /api/subscription). The subscription stream's events already carry the
// decisions (stale provider events are recorded as ignored, which this does not read), so a row is the domain's own
// fold of them: the same evolve, never a second copy of its rules. A page is folded per member, then upserted.
import type { Insertable, Selectable } from 'kysely';
import { subscriptionDecider, type Subscription, type SubscriptionEvent } from '@app/domain/payments/subscription';
import type { Projection } from '../runtime/projection';
import { subscriptionsMigrations } from './subscriptions.migrations';
import type { SubscriptionsProjectionDatabase, SubscriptionsTable } from './subscriptions.table';

export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  version: 1,
  eventTypes: ['SubscriptionStarted', 'SubscriptionChanged', 'SubscriptionPaymentFailed'],
  tables: ['subscriptions'],
  migrations: subscriptionsMigrations,
  async apply(trx, events) {
    if (events.length === 0) return;
    const db = trx.withTables<SubscriptionsProjectionDatabase>();
    const userIds = [...new Set(events.map((event) => (event.data as SubscriptionEvent['data']).userId))];
    const existing = await db.selectFrom('subscriptions').selectAll().where('user_id', 'in', userIds).execute();
    const current = new Map<string, Subscription | null>(existing.map((row) => [row.user_id, fromRow(row)]));
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
      const state = { processedEventIds: {}, current: current.get(event.data.userId) ?? null };
      current.set(event.data.userId, subscriptionDecider.evolve(state, event).current);
    }
    const rows = [...current].flatMap(([userId, subscription]) => (subscription ? [toRow(userId, subscription)] : []));
    if (rows.length === 0) return;
    await db
      .insertInto('subscriptions')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((update) => ({
          subscription_id: update.ref('excluded.subscription_id'),
          role: update.ref('excluded.role'),
          status: update.ref('excluded.status'),
          cancel_at_period_end: update.ref('excluded.cancel_at_period_end'),
          current_period_end: update.ref('excluded.current_period_end'),
          last_payment_failed_at: update.ref('excluded.last_payment_failed_at'),
          as_of: update.ref('excluded.as_of'),
        })),
      )
      .execute();
  },
};

function fromRow(row: Selectable<SubscriptionsTable>): Subscription {
  return {
    subscriptionId: row.subscription_id,
    role: row.role,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
    lastPaymentFailedAt: row.last_payment_failed_at?.toISOString() ?? null,
    asOf: Number(row.as_of),
  };
}

function toRow(userId: string, subscription: Subscription): Insertable<SubscriptionsTable> {
  return {
    user_id: userId,
    subscription_id: subscription.subscriptionId,
    role: subscription.role,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_end: subscription.currentPeriodEnd === null ? null : new Date(subscription.currentPeriodEnd),
    last_payment_failed_at: subscription.lastPaymentFailedAt === null ? null : new Date(subscription.lastPaymentFailedAt),
    as_of: subscription.asOf,
  };
}
