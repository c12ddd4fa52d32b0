// The analytics read model against the real event store and runtime, in pages of three events, so a member's
// history and a day's counters are folded across pages: sign-ups and verifications per day, paying members through a
// start, an upgrade, a downgrade, a cancel, a return to FREE and a deletion, and the AI's answers with their tokens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobEvent } from '@app/domain/jobs/job-events';
import type { SubscriptionEvent } from '@app/domain/payments/subscription';
import type { UserEvent } from '@app/domain/users/user-events';
import type { WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { NewEvent } from '@app/infra/event-store/event-store';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { analyticsProjection } from './analytics.projection';
import type { AnalyticsReadDatabase } from './analytics.table';

const REBUILD = { timeout: 30_000 };
const T = 1_790_000_000;
const on = (day: number, hour = 10) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

type AnyEvent = UserEvent | SubscriptionEvent | WorkspaceEvent | JobEvent;
function recorded(event: AnyEvent): NewEvent {
  const id = randomUUID();
  return { id, type: event.type, data: event.data, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at: (event.data as { at: string }).at } };
}

const registered = (userId: string, day: number): UserEvent => ({ type: 'UserRegistered', data: { userId, role: 'FREE', at: on(day), personal: null } });
const verified = (userId: string, day: number): UserEvent => ({ type: 'EmailVerified', data: { userId, at: on(day, 11) } });
let stripeEvent = 0;
const started = (userId: string, role: 'PREMIUM' | 'PRO', day: number): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: { userId, stripeEventId: `e${++stripeEvent}`, at: on(day, 12), subscriptionId: `sub_${userId}`, role, sessionId: `cs_${userId}`, asOf: T },
});
const changed = (userId: string, role: 'PREMIUM' | 'PRO', status: 'active' | 'past_due' | 'canceled', day: number): SubscriptionEvent => ({
  type: 'SubscriptionChanged',
  data: { userId, stripeEventId: `e${++stripeEvent}`, at: on(day, 13), subscriptionId: `sub_${userId}`, role, status, currentPeriodEnd: null, cancelAtPeriodEnd: false, asOf: T + stripeEvent },
});
const generation = (tokensIn: number, tokensOut: number): GenerationRecord => ({ promptType: 'IDEA_UGI', model: 'local', tokensIn, tokensOut, latencyMs: 5 });

const streams: [string, AnyEvent[]][] = [
  // Ada: signs up on the 1st, verifies, pays PREMIUM on the 2nd, upgrades to PRO on the 3rd, downgrades on the 4th, cancels on the 5th.
  ['user-ada', [registered('ada', 1), verified('ada', 1)]],
  ['subscription-ada', [started('ada', 'PREMIUM', 2), changed('ada', 'PRO', 'active', 3), changed('ada', 'PREMIUM', 'past_due', 4), changed('ada', 'PREMIUM', 'canceled', 5)]],
  // Bob: signs up on the 2nd, verifies on the 3rd (twice recorded: counted once), pays PRO on the 3rd, deleted on the 5th.
  ['user-bob', [registered('bob', 2), verified('bob', 3), verified('bob', 4)]],
  ['subscription-bob', [started('bob', 'PRO', 3)]],
  // Cy: signs up on the 2nd, never verifies; Di: signs up on the 3rd, pays PREMIUM, an admin sets her back to FREE on the 4th.
  ['user-cy', [registered('cy', 2)]],
  ['user-di', [registered('di', 3), verified('di', 3)]],
  ['subscription-di', [started('di', 'PREMIUM', 3)]],
  ['user-di', [{ type: 'RoleChanged', data: { userId: 'di', role: 'FREE', previousRole: 'PREMIUM', by: 'admin', at: on(4) } }]],
  ['user-bob', [{ type: 'UserDeleted', data: { userId: 'bob', at: on(5) } }]],
  // A cancel after the deletion changes nothing more.
  ['subscription-bob', [changed('bob', 'PRO', 'canceled', 6)]],
  // The AI's answers: a member's idea, document and power-up, an admin's job item that succeeded and one the AI answered but was refused, one that failed without an answer.
  [
    'workspace-ada',
    [
      { type: 'UserIdeaGenerated', data: { userId: 'ada', ideaId: 100_001, source: 'UGI', copyId: 1, private: true, generation: generation(1_000, 2_000), at: on(2), personal: null } },
      { type: 'WorkspaceDocumentGenerated', data: { userId: 'ada', documentId: 1, kind: 'ugi', copyId: 1, type: 'PRD', generation: generation(333, 777), at: on(2, 15), personal: null } },
      { type: 'PowerUpGenerated', data: { userId: 'ada', powerUpId: 1, kind: 'ugi', copyId: 1, type: 'DIFFERENTIATORS_DEFENSIBLES', generation: generation(1, 1), at: on(3), personal: null } },
    ],
  ],
  [
    'job-1',
    [
      { type: 'JobItemSucceeded', data: { jobId: 'j1', itemKey: 'free-1', result: { kind: 'idea', ideaId: 7, title: 'T', type: 'FREE', linked: false }, generation: generation(10_000, 20_000), at: on(3, 23) } },
      { type: 'JobItemFailed', data: { jobId: 'j1', itemKey: 'free-2', reason: 'refused', generation: generation(500, 500), at: on(3, 23) } },
      { type: 'JobItemFailed', data: { jobId: 'j1', itemKey: 'free-3', reason: 'AI unavailable', generation: null, at: on(3, 23) } },
    ],
  ],
];

const day = (date: string, counts: Partial<Record<'sign_ups' | 'verified' | 'premium_change' | 'pro_change' | 'generations', number>>, tokens: [number, number] = [0, 0]) => ({
  day: date,
  sign_ups: 0,
  verified: 0,
  premium_change: 0,
  pro_change: 0,
  generations: 0,
  ...counts,
  tokens_in: String(tokens[0]),
  tokens_out: String(tokens[1]),
});

const expectedDays = [
  day('2026-11-01', { sign_ups: 1, verified: 1 }),
  day('2026-11-02', { sign_ups: 2, premium_change: 1, generations: 2 }, [1_333, 2_777]),
  // Ada upgrades (PREMIUM -1, PRO +1), Bob pays PRO, Di pays PREMIUM; the power-up and two job items the AI answered.
  day('2026-11-03', { sign_ups: 1, verified: 2, premium_change: 0, pro_change: 2, generations: 3 }, [10_501, 20_501]),
  // Ada downgrades (unpaid still counts), Di back to FREE.
  day('2026-11-04', { premium_change: 0, pro_change: -1 }),
  // Ada cancels, Bob is deleted.
  day('2026-11-05', { premium_change: -1, pro_change: -1 }),
];

const expectedMembers = [
  { user_id: 'ada', signed_up_on: '2026-11-01', verified_on: '2026-11-01', first_paid_on: '2026-11-02', paying: null, deleted: false },
  { user_id: 'bob', signed_up_on: '2026-11-02', verified_on: '2026-11-03', first_paid_on: '2026-11-03', paying: null, deleted: true },
  { user_id: 'cy', signed_up_on: '2026-11-02', verified_on: null, first_paid_on: null, paying: null, deleted: false },
  { user_id: 'di', signed_up_on: '2026-11-03', verified_on: '2026-11-03', first_paid_on: '2026-11-03', paying: null, deleted: false },
];

const read = () => kit.db.withTables<AnalyticsReadDatabase>();
const readDays = () => read().selectFrom('read.analytics_days').selectAll().orderBy('day').execute();
const readMembers = () => read().selectFrom('read.analytics_members').selectAll().orderBy('user_id').execute();

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [analyticsProjection], { batchSize: 3 });
  let last;
  for (const [streamId, events] of streams) last = await kit.eventStore.append(streamId, events.map(recorded));
  expect(await runtime.waitForPosition(last!.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the analytics projection', () => {
  it('counts sign-ups, first verifications, changes in paying members by tier, and the AI answers with their tokens, per UTC day', async () => {
    expect(await readDays()).toEqual(expectedDays);
  });

  it('keeps per member when they signed up and verified, whether they ever paid, and what they pay for now', async () => {
    expect(await readMembers()).toEqual(expectedMembers);
  });

  it('changes nothing when the same events are applied again, and a rebuild from zero gives the same rows', REBUILD, async () => {
    const { events } = await kit.eventStore.readAll({ eventTypes: analyticsProjection.eventTypes });
    const [generation] = await kit.registry.selectFrom('projections.registry').select('schema_name').where('status', '=', 'active').execute();
    await kit.db.transaction().execute(async (trx) => {
      await useSchema(trx, generation!.schema_name);
      await analyticsProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect(await readDays()).toEqual(expectedDays);
    expect(await readMembers()).toEqual(expectedMembers);
    await runtime.rebuild(analyticsProjection.name);
    expect(await readDays()).toEqual(expectedDays);
    expect(await readMembers()).toEqual(expectedMembers);
  });
});
