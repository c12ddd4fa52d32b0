// The subscription aggregate (stream `subscription-<userId>`): what the payment provider told us about a member's
// paid plan, one provider event at a time. Every provider event id it has handled is recorded (idempotency: a
// redelivery decides nothing), and an event older than the state it would replace is recorded as ignored, so
// deliveries out of order end in the state of the newest one. Times of order (`asOf`) are the provider's own, in
// seconds, never our arrival time. The member's role follows `entitledRole`.
import type { Command, Decider, DomainEvent } from '../shared/decider';
import { NotFound } from '../shared/errors';
import type { PaidRole } from './plans';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export interface Subscription {
  subscriptionId: string;
  role: PaidRole;
  status: SubscriptionStatus;
  /** ISO-8601; null until the provider has told us the period (a checkout completes before its subscription event). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  lastPaymentFailedAt: string | null;
  /** The provider's time of the event that set this state (seconds since the epoch). */
  asOf: number;
}

/** What a member sees of their subscription (GET /api/subscription). */
export type SubscriptionView = Pick<Subscription, 'role' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'lastPaymentFailedAt'>;

export const NO_ACTIVE_SUBSCRIPTION = 'No active subscription';

export function subscriptionView({ role, status, cancelAtPeriodEnd, currentPeriodEnd, lastPaymentFailedAt }: Subscription): SubscriptionView {
  return { role, status, cancelAtPeriodEnd, currentPeriodEnd, lastPaymentFailedAt };
}

/** The subscription a member may still cancel: live and not already ending. */
export function cancellable(state: SubscriptionState): Subscription {
  const { current } = state;
  if (!entitles(current) || current.cancelAtPeriodEnd) throw new NotFound(NO_ACTIVE_SUBSCRIPTION);
  return current;
}

/**
 * The subscription the member is still paying for (an unpaid renewal or a cancel at period end included), or null:
 * an upgrade changes its price rather than starting a second subscription beside it.
 */
export function liveSubscription(state: SubscriptionState): Subscription | null {
  return entitles(state.current) ? state.current : null;
}

export interface SubscriptionState {
  processedEventIds: Readonly<Record<string, true>>;
  current: Subscription | null;
}

interface Recorded {
  userId: string;
  stripeEventId: string;
  at: string;
}
export type SubscriptionStarted = DomainEvent<'SubscriptionStarted', Recorded & { subscriptionId: string; role: PaidRole; sessionId: string; asOf: number }>;
export type SubscriptionChanged = DomainEvent<
  'SubscriptionChanged',
  Recorded & Omit<Subscription, 'lastPaymentFailedAt'>
>;
export type SubscriptionPaymentFailed = DomainEvent<'SubscriptionPaymentFailed', Recorded & { subscriptionId: string; failedAt: string }>;
/** A provider event handled without effect: kept so its redelivery is recognised, and for the audit trail. */
export type ProviderEventIgnored = DomainEvent<'ProviderEventIgnored', Recorded & { reason: string }>;
export type SubscriptionEvent = SubscriptionStarted | SubscriptionChanged | SubscriptionPaymentFailed | ProviderEventIgnored;

interface FromProvider {
  userId: string;
  stripeEventId: string;
  subscriptionId: string;
  asOf: number;
}
/** A checkout was paid: the plan starts before the provider's own subscription events arrive. */
export type RecordCheckoutPaid = Command<'RecordCheckoutPaid', FromProvider & { role: PaidRole; sessionId: string }>;
export type RecordSubscriptionChange = Command<
  'RecordSubscriptionChange',
  FromProvider & { role: PaidRole; status: SubscriptionStatus; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean }
>;
export type RecordPaymentFailure = Command<'RecordPaymentFailure', FromProvider>;
export type SubscriptionCommand = RecordCheckoutPaid | RecordSubscriptionChange | RecordPaymentFailure;

export const OLDER_THAN_RECORDED = 'older than the recorded state';
export const NOT_CURRENT = 'not the current subscription';
export const ALREADY_ENDED = 'the subscription has ended';
export const ALREADY_RECORDED = 'the subscription is already recorded';

export function subscriptionStreamId(userId: string): string {
  return `subscription-${userId}`;
}

/** The role a subscription entitles its member to; undefined when there has never been one (the role is left alone). */
export function entitledRole(state: SubscriptionState): PaidRole | 'FREE' | undefined {
  if (!state.current) return undefined;
  return state.current.status === 'canceled' ? 'FREE' : state.current.role;
}

function entitles(subscription: Subscription | null): subscription is Subscription {
  return subscription !== null && subscription.status !== 'canceled';
}

function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const processedEventIds = { ...state.processedEventIds, [event.data.stripeEventId]: true as const };
  const { current } = state;
  switch (event.type) {
    case 'SubscriptionStarted': {
      const { subscriptionId, role, asOf } = event.data;
      const started: Subscription = { subscriptionId, role, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, lastPaymentFailedAt: null, asOf };
      return { processedEventIds, current: started };
    }
    case 'SubscriptionChanged': {
      const { userId: _userId, stripeEventId: _eventId, at: _at, ...subscription } = event.data;
      const lastPaymentFailedAt = current?.subscriptionId === subscription.subscriptionId ? current.lastPaymentFailedAt : null;
      return { processedEventIds, current: { ...subscription, lastPaymentFailedAt } };
    }
    case 'SubscriptionPaymentFailed':
      return { processedEventIds, current: current && { ...current, lastPaymentFailedAt: event.data.failedAt } };
    case 'ProviderEventIgnored':
      return { processedEventIds, current };
  }
}

function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  const { userId, stripeEventId, subscriptionId, asOf } = command.data;
  if (state.processedEventIds[stripeEventId]) return [];
  const at = command.metadata.now.toISOString();
  const recorded = { userId, stripeEventId, at };
  const ignored = (reason: string): SubscriptionEvent[] => [{ type: 'ProviderEventIgnored', data: { ...recorded, reason } }];
  const { current } = state;
  const same = current?.subscriptionId === subscriptionId;
  switch (command.type) {
    case 'RecordCheckoutPaid': {
      // The subscription's own events know more (its period, its status) than the checkout that began it.
      if (same) return ignored(ALREADY_RECORDED);
      if (entitles(current) && current.asOf > asOf) return ignored(OLDER_THAN_RECORDED);
      const { role, sessionId } = command.data;
      return [{ type: 'SubscriptionStarted', data: { ...recorded, subscriptionId, role, sessionId, asOf } }];
    }
    case 'RecordSubscriptionChange': {
      const { role, status, currentPeriodEnd, cancelAtPeriodEnd } = command.data;
      if (same && current.status === 'canceled') return ignored(ALREADY_ENDED);
      if (same && asOf < current.asOf) return ignored(OLDER_THAN_RECORDED);
      // Another subscription only takes over when it is live and newer than a live current one.
      if (!same && status === 'canceled' && current) return ignored(NOT_CURRENT);
      if (!same && entitles(current) && asOf < current.asOf) return ignored(OLDER_THAN_RECORDED);
      return [
        { type: 'SubscriptionChanged', data: { ...recorded, subscriptionId, role, status, currentPeriodEnd, cancelAtPeriodEnd, asOf } },
      ];
    }
    case 'RecordPaymentFailure':
      if (!same) return ignored(NOT_CURRENT);
      return [{ type: 'SubscriptionPaymentFailed', data: { ...recorded, subscriptionId, failedAt: new Date(asOf * 1000).toISOString() } }];
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: () => ({ processedEventIds: {}, current: null }),
  evolve,
  decide,
};
