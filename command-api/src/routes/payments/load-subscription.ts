// A member's subscription as the payment routes check it before asking the provider (cancel, upgrade).
import { subscriptionDecider, subscriptionStreamId, type SubscriptionState } from '@app/domain/payments/subscription';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';

export async function loadSubscription(eventStore: EventStore, userId: string): Promise<SubscriptionState> {
  return (await loadAggregate(eventStore, subscriptionStreamId(userId), subscriptionDecider)).state;
}
