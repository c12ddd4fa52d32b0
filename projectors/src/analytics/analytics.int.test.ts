// The analytics read model against the real event store and runtime, in pages of three events, so a member's
// history and a day's counters are folded across pages: sign-ups and verifications per day, paying members through a
// start, an upgrade, a downgrade, a cancel, a return to FREE and a deletion, and the AI's answers with their tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { analyticsProjection } from './analytics.projection';
import type { AnalyticsReadDatabase } from './analytics.table';
import { appendAnalyticsHistory } from './testing/analytics-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

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
  // Ada downgrades (unpaid still counts), Di back to FREE; a scoring chunk of 250 ideas.
  day('2026-11-04', { premium_change: 0, pro_change: -1, generations: 250 }, [50_000, 100_000]),
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
  const last = await appendAnalyticsHistory(kit.eventStore);
  expect(await runtime.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
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
