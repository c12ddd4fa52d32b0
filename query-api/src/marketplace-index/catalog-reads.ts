// What the catalog's routes share: the index (kept fresh), the trending sort's activity, the view counter and the
// share hashes, made once per query API by `createCatalogReads` and closed with it.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadOrCreateSecret } from '@app/infra/secrets/secrets';
import type { SecretsDatabase } from '@app/infra/secrets/secrets.table';
import { readsOwnWrite } from '../http/min-position';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import type { CatalogIndex } from './catalog-index';
import { createCatalogSource, type CatalogSource } from './catalog-source';
import { createShareHashes, type ShareHashes } from './share-hash';
import { createTrendingSource, type TrendingSource } from './trending-activity';
import { keepTrendingSynced } from './trending-sync';
import { createViewCounter, type ViewCounter } from './view-counter';

export interface CatalogReads {
  source: CatalogSource;
  /** The last 14 days' activity per idea, for the trending sort (syncTrending before a query in that sort). */
  trending: TrendingSource;
  views: ViewCounter;
  shareHashes: ShareHashes;
  /** The index for this request: refreshed first when the request carries x-min-position (read-your-writes). */
  indexFor(request: FastifyRequest): Promise<CatalogIndex>;
  /** Starts the index's and the activity's first loads, and keeps the trending keys synced in the background. */
  warm(): void;
  /** Flushes the views counted last; failures of background work are no longer reported after it. */
  close(): Promise<void>;
}

export interface CatalogReadsOptions {
  db: Kysely<QueryApiDatabase>;
  /** Where the share hashes' key is kept. */
  secrets: Kysely<SecretsDatabase>;
  eventStore: EventStore;
  bus: Bus;
  /** How often counted views are appended (default 3 s). */
  viewFlushMs?: number;
  /** How often plain reads refresh the index at most (default 250 ms). */
  catalogRefreshMs?: number;
  log?: { error(fields: object, message: string): void };
}

export const SHARE_LINK_SECRET = 'share-link';

export function createCatalogReads(options: CatalogReadsOptions): CatalogReads {
  let closed = false;
  // A background load still running when the process shuts down fails on the closed pool: nothing to report.
  const log = { error: (fields: object, message: string) => (closed ? undefined : options.log?.error(fields, message)) };
  const source = createCatalogSource({
    db: options.db,
    log,
    ...(options.catalogRefreshMs === undefined ? {} : { refreshMs: options.catalogRefreshMs }),
  });
  let secret: Promise<Buffer> | undefined;
  const loadSecret = () => {
    secret ??= loadOrCreateSecret(options.secrets, SHARE_LINK_SECRET).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const views = createViewCounter({
    eventStore: options.eventStore,
    bus: options.bus,
    log,
    ...(options.viewFlushMs === undefined ? {} : { intervalMs: options.viewFlushMs }),
  });
  const trending = createTrendingSource({
    db: options.db,
    log,
    ...(options.catalogRefreshMs === undefined ? {} : { refreshMs: options.catalogRefreshMs }),
  });
  let stopTrendingSync: (() => void) | undefined;
  return {
    source,
    trending,
    views,
    shareHashes: createShareHashes(loadSecret),
    indexFor: (request) => source.current({ fresh: readsOwnWrite(request) }),
    warm() {
      source.warm();
      trending.warm();
      stopTrendingSync ??= keepTrendingSynced({ index: () => source.current({ fresh: false }), activity: () => trending.current({ fresh: false }), log });
    },
    async close() {
      stopTrendingSync?.();
      try {
        await views.close();
      } catch (error) {
        options.log?.error({ err: error }, 'recording the last idea views failed');
      } finally {
        closed = true;
      }
    },
  };
}
