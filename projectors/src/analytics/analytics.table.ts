// The `analytics` read model (docs/product.md "Analytics"): the admin's system analytics per day (UTC), from the
// users', subscriptions', workspaces' and jobs' streams. Days hold counters; what is a state at the end of a day
// (paying members by tier) is kept as that day's change, and read as a running sum (query-api/src/read-models/analytics.ts).
import type { ColumnType } from 'kysely';
import type { PaidRole } from '@app/domain/payments/plans';

/** bigint columns: pg reads them as text. */
type BigCount = ColumnType<string, number, number>;

/** One UTC day that something happened on. */
export interface AnalyticsDaysTable {
  /** YYYY-MM-DD, as text: it sorts as the days do, and no driver turns it into a local time. */
  day: string;
  sign_ups: number;
  verified: number;
  /** Change in paying members of each tier that day (a start, an upgrade, a downgrade, a cancel, a deletion). */
  premium_change: number;
  pro_change: number;
  /** AI answers recorded that day (members' generations, admins' job items) and their tokens. */
  generations: number;
  tokens_in: BigCount;
  tokens_out: BigCount;
}

/** One member, for the funnel and for their paying tier now. */
export interface AnalyticsMembersTable {
  user_id: string;
  /** YYYY-MM-DD; null for a member whose registration this has not seen. */
  signed_up_on: string | null;
  verified_on: string | null;
  /** The first day they paid; null: never paid. */
  first_paid_on: string | null;
  /** The tier they pay for now; null: not paying (never, back to FREE, or deleted). */
  paying: PaidRole | null;
  deleted: boolean;
}

/** The last revision of each stream applied: events at or below it are skipped (idempotent pages). */
export interface AnalyticsStreamsTable {
  stream_id: string;
  /** bigint, read as text. */
  last_revision: string;
}

/** Inside the projection's own schema (a type, not an interface: `withTables` takes it). */
export type AnalyticsProjectionDatabase = {
  analytics_days: AnalyticsDaysTable;
  analytics_members: AnalyticsMembersTable;
  analytics_streams: AnalyticsStreamsTable;
};

/** What readers query: the views onto the active generation. */
export type AnalyticsReadDatabase = {
  'read.analytics_days': AnalyticsDaysTable;
  'read.analytics_members': AnalyticsMembersTable;
};
