// The query API as a Fastify plugin: every GET under /api, reading read-model tables with Kysely.
import type { FastifyInstance } from 'fastify';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { installApiDocs } from '@app/infra/http/openapi/api-docs';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import type { SecretsDatabase } from '@app/infra/secrets/secrets.table';
import { installAuthentication } from '@app/infra/sessions/authentication';
import { createAdminIdeasSource } from './admin-ideas-index/admin-ideas-source';
import { createCatalogReads } from './marketplace-index/catalog-reads';
import { installMinPosition } from './http/min-position';
import { createLiveFeed } from './live/live-feed';
import { liveRoutes } from './live/live.routes';
import type { QueryApiDeps } from './query-api-deps';
import type { QueryApiDatabase } from './read-models/query-api-database';
import { activityRoutes } from './routes/admin/activity.routes';
import { analyticsRoutes } from './routes/admin/analytics.routes';
import { adminIdeasRoutes } from './routes/admin/admin-ideas.routes';
import { batchCostsRoutes } from './routes/admin/batch-costs.routes';
import { builderStudioApplicantsRoute } from './routes/admin/builder-studio-applicants.routes';
import { adminPromptsRoute } from './routes/admin/prompts.routes';
import { deletedIdeasRoute } from './routes/admin/deleted-ideas.routes';
import { historyRoutes } from './routes/admin/history.routes';
import { adminJobsRoutes } from './routes/admin/jobs.routes';
import { projectionsRoute } from './routes/admin/projections.routes';
import { qualityControlRoute } from './routes/admin/quality-control.routes';
import { scoringRoutes } from './routes/admin/scoring.routes';
import { adminUsersRoute } from './routes/admin/users.routes';
import { sessionRoutes } from './routes/auth/session.routes';
import { devMailboxRoute } from './routes/dev/dev-mailbox.routes';
import { healthRoute } from './routes/health/health.routes';
import { ideasRoutes } from './routes/ideas/ideas.routes';
import { momentumRoutes } from './routes/momentum/momentum.routes';
import { localCheckoutRoute } from './routes/payments/local-checkout.routes';
import { pricesRoute } from './routes/payments/prices.routes';
import { subscriptionRoute } from './routes/payments/subscription.routes';
import { trendsRoutes } from './routes/trends/trends.routes';
import { siteRoutes } from './site/site.routes';
import { userStatsRoutes } from './routes/users/user-stats.routes';
import { collectionsRoute } from './routes/workspace/collections.routes';
import { insightsRoute } from './routes/workspace/insights.routes';
import { savedChangesRoute } from './routes/workspace/saved-changes.routes';
import { documentDownloadRoute } from './routes/workspace/document-download.routes';

export async function queryApi(app: FastifyInstance, deps: QueryApiDeps): Promise<void> {
  const db = deps.readDb.withTables<QueryApiDatabase>();
  installErrorHandling(app);
  installAuthentication(app, deps.eventStore);
  installMinPosition(app, deps.waitForPosition, deps.minPositionTimeoutMs ?? 2000);
  // Every GET comes here behind the proxy: the description of both APIs with it.
  await installApiDocs(app, { production: deps.production });
  healthRoute(app, deps);
  sessionRoutes(app, { db });
  userStatsRoutes(app, { db });
  adminUsersRoute(app, { db });
  const adminIdeas = createAdminIdeasSource({
    db,
    log: app.log,
    ...(deps.catalogRefreshMs === undefined ? {} : { refreshMs: deps.catalogRefreshMs }),
  });
  adminIdeasRoutes(app, { db, ideas: adminIdeas });
  deletedIdeasRoute(app, { db });
  qualityControlRoute(app, { db });
  adminJobsRoutes(app, { db });
  batchCostsRoutes(app, { db });
  adminPromptsRoute(app, deps);
  projectionsRoute(app, deps);
  const history = { db, eventStore: deps.eventStore, personalData: createPersonalDataVault(deps.db.withTables<PersonalDataDatabase>()) };
  historyRoutes(app, history);
  activityRoutes(app, { db });
  scoringRoutes(app, { db, eventStore: deps.eventStore });
  analyticsRoutes(app, { db });
  if (!deps.production) devMailboxRoute(app, { db: deps.db.withTables<DevMailboxDatabase>() });

  const catalog = createCatalogReads({
    db,
    secrets: deps.db.withTables<SecretsDatabase>(),
    eventStore: deps.eventStore,
    bus: deps.bus,
    log: app.log,
    ...(deps.viewFlushMs === undefined ? {} : { viewFlushMs: deps.viewFlushMs }),
    ...(deps.catalogRefreshMs === undefined ? {} : { catalogRefreshMs: deps.catalogRefreshMs }),
  });
  momentumRoutes(app, { db, catalog });
  ideasRoutes(app, { db, catalog });
  trendsRoutes(app, { db, catalog });
  collectionsRoute(app, { db });
  insightsRoute(app, history);
  savedChangesRoute(app, history);
  documentDownloadRoute(app, { db, catalog });
  siteRoutes(app, { db, shareHashes: catalog.shareHashes, publicUrl: deps.publicUrl, ...(deps.spaPages === undefined ? {} : { spaPages: deps.spaPages }) });
  const feed = createLiveFeed({
    db,
    bus: deps.bus,
    servedPosition: deps.servedPosition,
    // The lists answered from memory, as a read with x-min-position waits for them.
    memoryIndexesCaughtUp: async () => {
      await Promise.all([catalog.source.current({ fresh: true }), adminIdeas.current({ fresh: true })]);
    },
    log: app.log,
    ...(deps.liveLimits ? { limits: deps.liveLimits } : {}),
  });
  await liveRoutes(app, { feed });
  builderStudioApplicantsRoute(app, { db });
  subscriptionRoute(app, { db });
  pricesRoute(app, deps.prices);
  localCheckoutRoute(app, deps);
  // The in-memory lists load at start-up, not on the first request; views counted last are kept on the way out.
  app.addHook('onReady', () => {
    catalog.warm();
    adminIdeas.warm();
    return Promise.resolve();
  });
  // Open streams would hold the server's close until their clients leave.
  app.addHook('preClose', (done) => {
    feed.close();
    done();
  });
  app.addHook('onClose', async () => {
    await catalog.close();
  });
}
