// A little of everything the analytics read model counts, on 1-6 November 2026 (UTC): four members' sign-ups and
// verifications, paying members through a start, an upgrade, a downgrade, a cancel, a return to FREE and a deletion,
// and the AI's answers of a member's workspace and of an admin's job. The projection's and the route's tests share it.
import { randomUUID } from 'node:crypto';
import type { JobEvent } from '@app/domain/jobs/job-events';
import type { SubscriptionEvent } from '@app/domain/payments/subscription';
import type { UserEvent } from '@app/domain/users/user-events';
import type { WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { AppendResult, EventStore, NewEvent } from '@app/infra/event-store/event-store';

const T = 1_790_000_000;
const on = (day: number, hour = 10) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

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

const analyticsHistory: [string, AnyEvent[]][] = [
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
  [
    // A scoring job's chunk: one outcome for the 250 ideas it scored, with their summed tokens.
    'job-2',
    [
      {
        type: 'JobItemSucceeded',
        data: { jobId: 'j2', itemKey: '1-250', result: { kind: 'scores', scored: 250, unchanged: 0, failed: 0 }, generation: generation(50_000, 100_000), at: on(4, 9) },
      },
    ],
  ],
];

/** Appends the history; the result of the last append. */
export async function appendAnalyticsHistory(eventStore: EventStore): Promise<AppendResult> {
  let last: AppendResult | undefined;
  for (const [streamId, events] of analyticsHistory) last = await eventStore.append(streamId, events.map(recorded));
  return last!;
}
