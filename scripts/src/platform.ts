// The one-process platform behind `npm start`: command API, query API and projectors on one Fastify instance and
// one port, with the built SPA served from the same origin.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from '@app/infra/config/config';
import { installErrorHandling, installNotFound } from '@app/infra/http/error-handler';
import { installCompression } from '@app/infra/http/compression';
import { installSecurityHeaders } from '@app/infra/http/security-headers';
import { spaCacheControl } from '@app/infra/http/spa-cache-control';
import { createPayments } from '@app/infra/payments/create-payments';
import { planPrices } from '@app/infra/payments/plan-prices';
import { openInfrastructure, type Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { commandApi, migrateCommandApi } from '@app/command-api/app';
import { queryApi } from '@app/query-api/app';
import { loadSpaPages, type SpaPages } from '@app/query-api/site/spa-pages';
import { projections as productProjections } from '@app/projectors/projections';
import type { Projection } from '@app/projectors/runtime/projection';
import { createProjectorRuntime, type ProjectorRuntime } from '@app/projectors/runtime/projector-runtime';
import { createRebuildRequests } from '@app/projectors/runtime/rebuild-request';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import { readServedPosition } from '@app/projectors/runtime/served-position';
import { getProjectionStatuses } from '@app/projectors/runtime/status';

export interface Platform {
  app: FastifyInstance;
  infra: Infrastructure;
  runtime: ProjectorRuntime;
  close(): Promise<void>;
}

type ExtraRoutes = (scope: FastifyInstance, infra: Infrastructure) => void;

export interface PlatformOptions {
  config: Config;
  databaseUrl: string;
  /** The built SPA to serve; omitted: API only. */
  webDist?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Default: the product's projections. Tests and benchmarks run their own. */
  projections?: readonly Projection[];
  /** Routes added inside the command and query API scopes, for tests and benchmarks that drive the pipeline. */
  extraRoutes?: { commands?: ExtraRoutes; queries?: ExtraRoutes };
  /** How long a read waits for `x-min-position` (default: the query API's). */
  minPositionTimeoutMs?: number;
  /** How often the query API appends counted idea views (default: the query API's). */
  viewFlushMs?: number;
  /** How often plain reads refresh the query API's in-memory lists at most (default: the query API's). */
  catalogRefreshMs?: number;
  /** How long a generation call waits for its job before answering 202 (default: the command API's). */
  jobPatienceMs?: number;
  /** Told of every route the platform registers (the OpenAPI test checks the document lists each one). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Waits (up to 5 s) until every active projection shows a live runner. The runtime's start() launches the runners
 * without waiting for their leases, and a read-your-writes wait on a projection whose runner has not stamped its
 * first heartbeat yet ends at once as stale; serving only after the stamps keeps the first reads after start fresh.
 */
async function runnersLive(pool: Infrastructure['pool']): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ waiting: string }>(
      `SELECT count(*) FILTER (WHERE heartbeat_at IS NULL OR heartbeat_at < now() - interval '10 seconds') AS waiting
       FROM projections.registry WHERE status = 'active'`,
    );
    if (rows[0]?.waiting === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const { config, databaseUrl, webDist, extraRoutes } = options;
  const infra = await openInfrastructure(config, { databaseUrl, busScope: 'in-process' });
  const app = Fastify({ logger: { level: options.logLevel ?? 'warn' }, trustProxy: config.trustProxy });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const projections = options.projections ?? productProjections;
  const runtime = createProjectorRuntime({
    pool: infra.pool,
    eventStore: infra.eventStore,
    bus: infra.bus,
    projections,
    log: app.log,
  });
  try {
    await migrateCommandApi(infra.db);
    const payments = await createPayments(config.payments, infra.db, config.publicUrl);
    await runtime.start();
    await runnersLive(infra.pool);
    await installSecurityHeaders(app, config);
    await installCompression(app);
    installErrorHandling(app);
    await app.register(async (scope) => {
      await commandApi(scope, {
        ...infra,
        payments,
        publicUrl: config.publicUrl,
        jobConcurrency: config.jobs.concurrency,
        jobAckWaitMs: config.workQueue.ackWaitMs,
        requestRebuild: createRebuildRequests({ db: infra.db.withTables<RegistryDatabase>(), bus: infra.bus, projections }),
        ...(options.jobPatienceMs === undefined ? {} : { jobPatienceMs: options.jobPatienceMs }),
      });
      extraRoutes?.commands?.(scope, infra);
    });
    await app.register(async (scope) => {
      await queryApi(scope, {
        ...infra,
        waitForPosition: runtime.waitForPosition,
        servedPosition: () => readServedPosition(infra.db.withTables<RegistryDatabase>(), { required: [activityProjection.name] }),
        projectionStatuses: () => getProjectionStatuses(infra.db.withTables<RegistryDatabase>(), infra.eventStore),
        production: config.production,
        prices: planPrices(config.payments),
        publicUrl: config.publicUrl,
        ...(await spaPagesOf(webDist)),
        ...(options.minPositionTimeoutMs === undefined ? {} : { minPositionTimeoutMs: options.minPositionTimeoutMs }),
        ...(options.viewFlushMs === undefined ? {} : { viewFlushMs: options.viewFlushMs }),
        ...(options.catalogRefreshMs === undefined ? {} : { catalogRefreshMs: options.catalogRefreshMs }),
      });
      extraRoutes?.queries?.(scope, infra);
    });
    if (webDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // The pages that carry their own tags (`/`, `/marketplace/{id}`...) are the query API's; the rest fall back
        // to index.html below.
        index: false,
        // The build wrote `.br` and `.gz` beside each file (web/precompress-assets.ts): sent as they are.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (reply, file) => void reply.header('cache-control', spaCacheControl(path.relative(webDist, file))),
      });
      installNotFound(app, (reply) => reply.sendFile('index.html'));
    } else {
      installNotFound(app);
    }
  } catch (error) {
    await app.close().catch(() => undefined);
    await runtime.stop().catch(() => undefined);
    await infra.close();
    throw error;
  }
  return {
    app,
    infra,
    runtime,
    async close() {
      await app.close();
      await runtime.stop();
      await infra.close();
    },
  };
}

/** The built SPA's pages for the query API's site routes, when this platform serves the SPA. */
async function spaPagesOf(webDist: string | undefined): Promise<{ spaPages?: SpaPages }> {
  const spaPages = webDist === undefined ? undefined : await loadSpaPages(webDist);
  return spaPages ? { spaPages } : {};
}
