import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing/decider-spec';
import {
  ALREADY_ENDED,
  ALREADY_RECORDED,
  NOT_CURRENT,
  OLDER_THAN_RECORDED,
  entitledRole,
  liveSubscription,
  subscriptionDecider,
  type SubscriptionCommand,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from './subscription';

const given = deciderSpec(subscriptionDecider);
const userId = 'user-1';
const now = new Date('2026-11-25T10:00:00.000Z');
const at = now.toISOString();
const T = 1_790_000_000;
const periodEnd = '2026-12-25T10:00:00.000Z';

const paid = (eventId: string, subscriptionId = 'sub_1', asOf = T): SubscriptionCommand => ({
  type: 'RecordCheckoutPaid',
  data: { userId, stripeEventId: eventId, subscriptionId, asOf, role: 'PREMIUM', sessionId: 'cs_1' },
  metadata: { actor: null, now },
});
const change = (eventId: string, asOf: number, status: SubscriptionStatus = 'active', subscriptionId = 'sub_1', cancelAtPeriodEnd = false): SubscriptionCommand => ({
  type: 'RecordSubscriptionChange',
  data: { userId, stripeEventId: eventId, subscriptionId, asOf, role: 'PREMIUM', status, currentPeriodEnd: periodEnd, cancelAtPeriodEnd },
  metadata: { actor: null, now },
});
const failure = (eventId: string, asOf: number, subscriptionId = 'sub_1'): SubscriptionCommand => ({
  type: 'RecordPaymentFailure',
  data: { userId, stripeEventId: eventId, subscriptionId, asOf },
  metadata: { actor: null, now },
});

const started = (eventId: string, subscriptionId = 'sub_1', asOf = T): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: { userId, stripeEventId: eventId, at, subscriptionId, role: 'PREMIUM', sessionId: 'cs_1', asOf },
});
const changed = (eventId: string, asOf: number, status: SubscriptionStatus = 'active', subscriptionId = 'sub_1', cancelAtPeriodEnd = false): SubscriptionEvent => ({
  type: 'SubscriptionChanged',
  data: { userId, stripeEventId: eventId, at, subscriptionId, role: 'PREMIUM', status, currentPeriodEnd: periodEnd, cancelAtPeriodEnd, asOf },
});
const ignored = (eventId: string, reason: string): SubscriptionEvent => ({ type: 'ProviderEventIgnored', data: { userId, stripeEventId: eventId, at, reason } });

const fold = (events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

describe('subscription decider', () => {
  it('starts the plan when a checkout is paid, and entitles its role', () => {
    given([]).when(paid('evt_1')).then([started('evt_1')]);
    expect(entitledRole(fold([started('evt_1')]))).toBe('PREMIUM');
    expect(entitledRole(fold([]))).toBeUndefined();
  });

  it('decides nothing for an event id it has handled, whatever its outcome was', () => {
    given([started('evt_1')]).when(paid('evt_1')).then([]);
    given([started('evt_1'), ignored('evt_2', OLDER_THAN_RECORDED)]).when(change('evt_2', T - 10)).then([]);
  });

  it('lets the subscription events, not a later-arriving checkout, describe a known subscription', () => {
    given([changed('evt_2', T)]).when(paid('evt_1')).then([ignored('evt_1', ALREADY_RECORDED)]);
  });

  it('resolves events out of order by the provider time: an older update never replaces a newer one', () => {
    const history = [started('evt_1'), changed('evt_3', T + 60, 'active', 'sub_1', true)];
    given(history).when(change('evt_2', T + 30)).then([ignored('evt_2', OLDER_THAN_RECORDED)]);
    given(history).when(change('evt_4', T + 60, 'past_due')).then([changed('evt_4', T + 60, 'past_due')]);
  });

  it('ends the plan when the subscription is deleted, and nothing brings that subscription back', () => {
    const history = [started('evt_1'), changed('evt_2', T + 60, 'canceled')];
    expect(entitledRole(fold(history))).toBe('FREE');
    given(history).when(change('evt_3', T + 60)).then([ignored('evt_3', ALREADY_ENDED)]);
  });

  it('lets only a live, newer subscription take over from another one', () => {
    const history = [started('evt_1'), changed('evt_2', T + 60)];
    given(history).when(change('evt_3', T + 120, 'canceled', 'sub_old')).then([ignored('evt_3', NOT_CURRENT)]);
    given(history).when(change('evt_4', T + 30, 'active', 'sub_2')).then([ignored('evt_4', OLDER_THAN_RECORDED)]);
    given(history).when(change('evt_5', T + 120, 'active', 'sub_2')).then([changed('evt_5', T + 120, 'active', 'sub_2')]);
  });

  it('records a failed payment of the current subscription with the provider time, and keeps it across updates', () => {
    const history = [started('evt_1')];
    const failed: SubscriptionEvent = {
      type: 'SubscriptionPaymentFailed',
      data: { userId, stripeEventId: 'evt_2', at, subscriptionId: 'sub_1', failedAt: new Date((T + 5) * 1000).toISOString() },
    };
    given(history).when(failure('evt_2', T + 5)).then([failed]);
    given(history).when(failure('evt_3', T + 5, 'sub_other')).then([ignored('evt_3', NOT_CURRENT)]);
    expect(fold([...history, failed, changed('evt_4', T + 10, 'past_due')]).current).toMatchObject({
      status: 'past_due',
      lastPaymentFailedAt: failed.data.failedAt,
    });
  });

  it('names the live subscription, the one an upgrade changes: paid, failing or ending, but not ended', () => {
    expect(liveSubscription(fold([]))).toBeNull();
    expect(liveSubscription(fold([started('evt_1')]))).toMatchObject({ subscriptionId: 'sub_1', role: 'PREMIUM' });
    expect(liveSubscription(fold([started('evt_1'), changed('evt_2', T + 10, 'past_due')]))).toMatchObject({ status: 'past_due' });
    expect(liveSubscription(fold([started('evt_1'), changed('evt_2', T + 10, 'active', 'sub_1', true)]))).toMatchObject({ cancelAtPeriodEnd: true });
    expect(liveSubscription(fold([started('evt_1'), changed('evt_2', T + 10, 'canceled')]))).toBeNull();
  });
});
