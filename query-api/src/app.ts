// The query API as a Fastify plugin: every GET under /api, reading read-model tables with Kysely.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore } from '@app/infra/event-store/event-store';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { installAuthentication } from '@app/infra/sessions/authentication';
import type { ProjectionStatus } from '@app/projectors/runtime/status';
import { createCatalogReads } from './catalog/catalog-reads';
import { installMinPosition, type WaitForPosition } from './http/min-position';
import { builderStudioApplicantsRoute } from './routes/admin/builder-studio-applicants.route';
import { projectionsRoute } from './routes/admin/projections.route';
import { adminUsersRoute } from './routes/admin/users.route';
import { sessionRoutes } from './routes/auth/session.routes';
import { devMailboxRoute } from './routes/dev/dev-mailbox.route';
import { healthRoute } from './routes/health/health.route';
import { ideasRoutes } from './routes/ideas/ideas.routes';
import { trendsRoutes } from './routes/trends/trends.routes';
import { userStatsRoutes } from './routes/users/user-stats.route';
import { collectionsRoute } from './routes/workspace/collections.route';
import { documentDownloadRoute } from './routes/workspace/document-download.route';

export interface QueryApiDeps {
  db: Kysely<any>;
  eventStore: EventStore;
  bus: Bus;
  waitForPosition: WaitForPosition;
  projectionStatuses: () => Promise<ProjectionStatus[]>;
  /** How long a read waits for `x-min-position` before answering stale (default 2 s). */
  minPositionTimeoutMs?: number;
  /** Production turns off developer-only routes (the dev mailbox). */
  production: boolean;
  /** How often counted idea views are appended as events (default 3 s). */
  viewFlushMs?: number;
  /** How often plain reads refresh the in-memory catalog at most (default 250 ms). */
  catalogRefreshMs?: number;
}

export function queryApi(app: FastifyInstance, deps: QueryApiDeps): Promise<void> {
  installErrorHandling(app);
  installAuthentication(app, deps.eventStore);
  installMinPosition(app, deps.waitForPosition, deps.minPositionTimeoutMs ?? 2000);
  healthRoute(app, deps);
  sessionRoutes(app, deps);
  userStatsRoutes(app, deps);
  adminUsersRoute(app, deps);
  projectionsRoute(app, deps);
  if (!deps.production) devMailboxRoute(app, deps);

  const catalog = createCatalogReads({
    db: deps.db,
    eventStore: deps.eventStore,
    bus: deps.bus,
    log: app.log,
    ...(deps.viewFlushMs === undefined ? {} : { viewFlushMs: deps.viewFlushMs }),
    ...(deps.catalogRefreshMs === undefined ? {} : { catalogRefreshMs: deps.catalogRefreshMs }),
  });
  ideasRoutes(app, { db: deps.db, catalog });
  trendsRoutes(app, { db: deps.db, catalog });
  collectionsRoute(app, deps);
  documentDownloadRoute(app, { db: deps.db, catalog });
  builderStudioApplicantsRoute(app, deps);
  // The catalog loads at start-up, not on the first visitor's request; views counted last are kept on the way out.
  app.addHook('onReady', () => {
    catalog.source.warm();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await catalog.close();
  });
  return Promise.resolve();
}
