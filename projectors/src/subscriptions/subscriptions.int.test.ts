// The subscriptions read model against the real event store and runtime, in pages of two events, so a member's
// history is folded across pages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '@app/domain/payments/subscription';
import type { NewEvent } from '@app/infra/event-store/event-store';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { subscriptionsProjection } from './subscriptions.projection';
import type { SubscriptionsReadDatabase } from './subscriptions.table';

const REBUILD = { timeout: 30_000 };
const at = '2026-11-25T10:00:00.000Z';
const T = 1_790_000_000;
const periodEnd = '2026-12-25T10:00:00.000Z';

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

function recorded(event: SubscriptionEvent): NewEvent {
  const id = randomUUID();
  return { id, type: event.type, data: event.data, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at } };
}

const base = (userId: string, stripeEventId: string) => ({ userId, stripeEventId, at });
const history: [string, SubscriptionEvent[]][] = [
  [
    'ada',
    [
      { type: 'SubscriptionStarted', data: { ...base('ada', 'e1'), subscriptionId: 'sub_a', role: 'PREMIUM', sessionId: 'cs_a', asOf: T } },
      {
        type: 'SubscriptionChanged',
        data: { ...base('ada', 'e2'), subscriptionId: 'sub_a', role: 'PREMIUM', status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, asOf: T },
      },
      { type: 'SubscriptionPaymentFailed', data: { ...base('ada', 'e3'), subscriptionId: 'sub_a', failedAt: '2026-12-25T10:05:00.000Z' } },
      {
        type: 'SubscriptionChanged',
        data: { ...base('ada', 'e4'), subscriptionId: 'sub_a', role: 'PREMIUM', status: 'past_due', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true, asOf: T + 60 },
      },
    ],
  ],
  ['bob', [{ type: 'SubscriptionStarted', data: { ...base('bob', 'e5'), subscriptionId: 'sub_b', role: 'PRO', sessionId: 'cs_b', asOf: T } }]],
  [
    'cy',
    [
      { type: 'SubscriptionStarted', data: { ...base('cy', 'e6'), subscriptionId: 'sub_c', role: 'PRO', sessionId: 'cs_c', asOf: T } },
      { type: 'ProviderEventIgnored', data: { ...base('cy', 'e7'), reason: 'older than the recorded state' } },
      {
        type: 'SubscriptionChanged',
        data: { ...base('cy', 'e8'), subscriptionId: 'sub_c', role: 'PRO', status: 'canceled', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, asOf: T + 90 },
      },
    ],
  ],
];

const expectedRows = [
  {
    user_id: 'ada',
    subscription_id: 'sub_a',
    role: 'PREMIUM',
    status: 'past_due',
    cancel_at_period_end: true,
    current_period_end: new Date(periodEnd),
    last_payment_failed_at: new Date('2026-12-25T10:05:00.000Z'),
    as_of: String(T + 60),
  },
  { user_id: 'bob', subscription_id: 'sub_b', role: 'PRO', status: 'active', cancel_at_period_end: false, current_period_end: null, last_payment_failed_at: null, as_of: String(T) },
  {
    user_id: 'cy',
    subscription_id: 'sub_c',
    role: 'PRO',
    status: 'canceled',
    cancel_at_period_end: false,
    current_period_end: new Date(periodEnd),
    last_payment_failed_at: null,
    as_of: String(T + 90),
  },
];

function readRows() {
  return kit.db.withTables<SubscriptionsReadDatabase>().selectFrom('read.subscriptions').selectAll().orderBy('user_id').execute();
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [subscriptionsProjection], { batchSize: 2 });
  const appended = [];
  for (const [userId, events] of history) appended.push(await kit.eventStore.append(`subscription-${userId}`, events.map(recorded)));
  expect(await runtime.waitForPosition(appended.at(-1)!.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the subscriptions projection', () => {
  it("gives a row per member with their subscription's latest state", async () => {
    expect(await readRows()).toEqual(expectedRows);
  });

  it('changes nothing when the same events are applied again, and a rebuild from zero gives the same rows', REBUILD, async () => {
    const { events } = await kit.eventStore.readAll({ eventTypes: subscriptionsProjection.eventTypes });
    const [generation] = await kit.registry.selectFrom('projections.registry').select('schema_name').where('status', '=', 'active').execute();
    await kit.db.transaction().execute((trx) => subscriptionsProjection.apply(trx.withSchema(generation!.schema_name), events));
    expect(await readRows()).toEqual(expectedRows);
    await runtime.rebuild(subscriptionsProjection.name);
    expect(await readRows()).toEqual(expectedRows);
  });
});
