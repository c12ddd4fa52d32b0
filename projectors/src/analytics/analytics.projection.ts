// The `analytics` read model (analytics.table.ts): per UTC day, sign-ups, verifications, the change in paying members
// of each tier, and the AI's answers with their tokens; per member, what the funnel needs and the tier they pay for.
// A member pays for the tier their subscription entitles them to (the domain's own `entitledRole`: active or unpaid,
// not canceled) until it is canceled, an admin sets them back to FREE, or they are deleted. Every stream's last
// applied revision is kept, so a page applied twice changes nothing. A page is folded in memory, then written: the
// days' counters added to the stored ones, the members' rows replaced.
import { sql } from 'kysely';
import type { PaidRole } from '@app/domain/payments/plans';
import { entitledRole, subscriptionDecider, type SubscriptionEvent } from '@app/domain/payments/subscription';
import type { JobEvent } from '@app/domain/jobs/job-events';
import type { UserEvent } from '@app/domain/users/user-events';
import type { WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Projection } from '../runtime/projection';
import { columnsOf, fromExcluded, insertRecordset } from '../runtime/recordset';
import { analyticsMigrations } from './analytics.migrations';
import type { AnalyticsDaysTable, AnalyticsMembersTable, AnalyticsProjectionDatabase } from './analytics.table';

const MEMBER_EVENT_TYPES = ['UserRegistered', 'EmailVerified', 'RoleChanged', 'UserDeleted', 'SubscriptionStarted', 'SubscriptionChanged'] as const;
const GENERATION_EVENT_TYPES = ['UserIdeaGenerated', 'WorkspaceDocumentGenerated', 'PowerUpGenerated', 'JobItemSucceeded', 'JobItemFailed'] as const;

type MemberEvent = Extract<UserEvent | SubscriptionEvent, { type: (typeof MEMBER_EVENT_TYPES)[number] }>;
type GenerationEvent = Extract<WorkspaceEvent | JobEvent, { type: (typeof GENERATION_EVENT_TYPES)[number] }>;
type AnalyticsEvent = MemberEvent | GenerationEvent;

type Day = Omit<AnalyticsDaysTable, 'tokens_in' | 'tokens_out'> & { tokens_in: number; tokens_out: number };
type Member = AnalyticsMembersTable;

const DAY_COLUMNS = { day: 'text', sign_ups: 'integer', verified: 'integer', premium_change: 'integer', pro_change: 'integer', generations: 'integer', tokens_in: 'bigint', tokens_out: 'bigint' };
const MEMBER_COLUMNS = { user_id: 'text', signed_up_on: 'text', verified_on: 'text', first_paid_on: 'text', paying: 'text', deleted: 'boolean' };
const STREAM_COLUMNS = { stream_id: 'text', last_revision: 'bigint' };
const COUNTERS = columnsOf(DAY_COLUMNS, 'day');

export const analyticsProjection: Projection = {
  name: 'analytics',
  version: 2,
  eventTypes: [...MEMBER_EVENT_TYPES, ...GENERATION_EVENT_TYPES],
  tables: ['analytics_days', 'analytics_members', 'analytics_streams'],
  migrations: analyticsMigrations,
  deferredIndexes: [{ name: 'analytics_members_by_signed_up_on', table: 'analytics_members', definition: '(signed_up_on)' }],
  async apply(trx, events) {
    if (events.length === 0) return;
    const db = trx.withTables<AnalyticsProjectionDatabase>();
    const streamIds = [...new Set(events.map((event) => event.streamId))];
    const userIds = [...new Set(events.flatMap((event) => (isMemberEvent(event) ? [(event.data as MemberEvent['data']).userId] : [])))];
    const applied = new Map(
      (await db.selectFrom('analytics_streams').selectAll().where('stream_id', 'in', streamIds).execute()).map((row) => [row.stream_id, BigInt(row.last_revision)]),
    );
    const members = new Map(
      userIds.length === 0 ? [] : (await db.selectFrom('analytics_members').selectAll().where('user_id', 'in', userIds).execute()).map((row) => [row.user_id, row]),
    );
    const fold = new AnalyticsFold(members);
    for (const recorded of events) {
      if (recorded.revision <= (applied.get(recorded.streamId) ?? -1n)) continue;
      applied.set(recorded.streamId, recorded.revision);
      fold.apply({ type: recorded.type, data: recorded.data } as AnalyticsEvent);
    }

    if (fold.days.size > 0) {
      const added = sql.join(COUNTERS.map((column) => sql`${sql.ref(column)} = ${sql.ref(`analytics_days.${column}`)} + ${sql.ref(`excluded.${column}`)}`));
      await insertRecordset('analytics_days', DAY_COLUMNS, [...fold.days.values()], sql`ON CONFLICT (day) DO UPDATE SET ${added}`).execute(db);
    }
    if (fold.changedMembers.size > 0) {
      const rows = [...fold.changedMembers].map((userId) => members.get(userId)!);
      await insertRecordset('analytics_members', MEMBER_COLUMNS, rows, sql`ON CONFLICT (user_id) DO UPDATE SET ${fromExcluded(columnsOf(MEMBER_COLUMNS, 'user_id'))}`).execute(db);
    }
    const streams = [...applied].map(([streamId, revision]) => ({ stream_id: streamId, last_revision: revision.toString() }));
    await insertRecordset('analytics_streams', STREAM_COLUMNS, streams, sql`ON CONFLICT (stream_id) DO UPDATE SET ${fromExcluded(['last_revision'])}`).execute(db);
  },
};

function isMemberEvent(event: RecordedEvent): boolean {
  return (MEMBER_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The UTC day of an ISO-8601 time. */
const dayOf = (at: string) => new Date(at).toISOString().slice(0, 10);

/** One page's changes: the days' counters to add, and the members' rows as they now are. */
class AnalyticsFold {
  readonly days = new Map<string, Day>();
  readonly changedMembers = new Set<string>();

  constructor(private readonly members: Map<string, Member>) {}

  apply(event: AnalyticsEvent): void {
    const day = dayOf(event.data.at);
    switch (event.type) {
      case 'UserRegistered':
        this.count(day, 'sign_ups');
        this.update(event.data.userId, { signed_up_on: day });
        return;
      case 'EmailVerified':
        if (this.member(event.data.userId).verified_on !== null) return;
        this.count(day, 'verified');
        this.update(event.data.userId, { verified_on: day });
        return;
      case 'RoleChanged':
        // Going back to FREE ends what a subscription paid for; the tier a payment gives comes from the subscription's own events.
        if (event.data.role === 'FREE') this.pay(event.data.userId, null, day);
        return;
      case 'UserDeleted':
        this.pay(event.data.userId, null, day);
        this.update(event.data.userId, { deleted: true });
        return;
      case 'SubscriptionStarted':
      case 'SubscriptionChanged':
        this.pay(event.data.userId, paidTier(event), day);
        return;
      case 'JobItemFailed':
        // The AI answered but its answer was refused: it still cost its tokens.
        if (event.data.generation) this.generated(day, event.data.generation);
        return;
      case 'JobItemSucceeded':
        // A scoring chunk's one outcome carries the summed tokens of every idea it scored: each was one answer.
        this.generated(day, event.data.generation, event.data.result.kind === 'scores' ? event.data.result.scored : 1);
        return;
      default:
        this.generated(day, event.data.generation);
    }
  }

  private generated(day: string, { tokensIn, tokensOut }: GenerationRecord, answers = 1): void {
    const counters = this.day(day);
    counters.generations += answers;
    counters.tokens_in += tokensIn;
    counters.tokens_out += tokensOut;
  }

  /** The member pays for `tier` from `day` on (null: nothing); a deleted member pays for nothing. */
  private pay(userId: string, tier: PaidRole | null, day: string): void {
    const member = this.member(userId);
    const paying = member.deleted ? null : tier;
    if (paying === member.paying) return;
    if (member.paying) this.day(day)[TIER_CHANGE[member.paying]] -= 1;
    if (paying) this.day(day)[TIER_CHANGE[paying]] += 1;
    this.update(userId, { paying, first_paid_on: member.first_paid_on ?? (paying ? day : null) });
  }

  private count(day: string, counter: 'sign_ups' | 'verified'): void {
    this.day(day)[counter] += 1;
  }

  private day(day: string): Day {
    let counters = this.days.get(day);
    if (!counters) {
      counters = { day, sign_ups: 0, verified: 0, premium_change: 0, pro_change: 0, generations: 0, tokens_in: 0, tokens_out: 0 };
      this.days.set(day, counters);
    }
    return counters;
  }

  private member(userId: string): Member {
    return this.members.get(userId) ?? { user_id: userId, signed_up_on: null, verified_on: null, first_paid_on: null, paying: null, deleted: false };
  }

  private update(userId: string, change: Partial<Member>): void {
    this.members.set(userId, { ...this.member(userId), ...change });
    this.changedMembers.add(userId);
  }
}

const TIER_CHANGE = { PREMIUM: 'premium_change', PRO: 'pro_change' } as const satisfies Record<PaidRole, keyof Day>;

/** The tier a subscription event leaves its member paying for: the domain's fold and its rule, never a copy of them. */
function paidTier(event: Extract<SubscriptionEvent, { type: 'SubscriptionStarted' | 'SubscriptionChanged' }>): PaidRole | null {
  const role = entitledRole(subscriptionDecider.evolve(subscriptionDecider.initialState(), event));
  return role === 'FREE' || role === undefined ? null : role;
}
