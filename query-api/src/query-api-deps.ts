// What the query API is given (apart from app.ts, so a route can name what it takes without importing the app that
// registers it). The projector runtime's functions come as values: the query API owns no part of the runtime.
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import type { PlanPrices } from '@app/domain/payments/plans';
import type { Bus } from '@app/infra/bus/bus';
import type { SharedDb } from '@app/infra/database/kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import type { WaitForPosition } from './http/min-position';
import type { LiveLimits } from './live/live-feed';
import type { SpaPages } from './site/spa-pages';

export interface QueryApiDeps {
  /** The primary database: secrets, personal-data keys, the dev mailbox (the event store has its own handle). */
  db: SharedDb;
  /**
   * Where the read views are read from (read-models/query-api-database.ts): a streaming replica with
   * READ_DATABASE_URL, else `db`. `waitForPosition` must wait on this database's checkpoints.
   */
  readDb: SharedDb;
  eventStore: EventStore;
  bus: Bus;
  waitForPosition: WaitForPosition;
  /**
   * The position every read model of `readDb` has reached (projectors/src/runtime/served-position.ts, with the
   * activity projection required): the live feed tells of changes up to there.
   */
  servedPosition: () => Promise<Position | undefined>;
  /** The live feed's bounds (default DEFAULT_LIVE_LIMITS). */
  liveLimits?: Partial<LiveLimits>;
  /** Each projection's progress as the runtime reports it; routes send it as it is. */
  projectionStatuses: () => Promise<ProjectionStatus[]>;
  /** How long a read waits for `x-min-position` before answering stale (default 2 s). */
  minPositionTimeoutMs?: number;
  /** The paid plans' prices (from the payments configuration). */
  prices: PlanPrices;
  /** Where users reach the site (PUBLIC_URL): the pages' canonical URLs, the sitemap's and preview cards' addresses. */
  publicUrl: string;
  /** The built SPA's pages, for the pages the query API writes tags into (site/); without them they answer 404. */
  spaPages?: SpaPages;
  /** Production turns off developer-only routes (the dev mailbox). */
  production: boolean;
  /** How often counted idea views are appended as events (default 3 s). */
  viewFlushMs?: number;
  /** How often plain reads refresh the in-memory catalog and admin idea list at most (default 250 ms). */
  catalogRefreshMs?: number;
}
