// The query API alone (`npm run start -w query-api`), configured only by environment variables.
import path from 'node:path';
import Fastify from 'fastify';
import { ConfigError, readConfig } from '@app/infra/config/config';
import { planPrices } from '@app/infra/payments/plan-prices';
import { installNotFound } from '@app/infra/http/error-handler';
import { installCompression } from '@app/infra/http/compression';
import { installSecurityHeaders } from '@app/infra/http/security-headers';
import { listen } from '@app/infra/http/listen';
import { openInfrastructure } from '@app/infra/runtime/open-infrastructure';
import { runMain } from '@app/infra/runtime/run-main';
import { createPositionWaiter } from '@app/projectors/runtime/position-waiter';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import { readServedPosition } from '@app/projectors/runtime/served-position';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { queryApi } from './app';
import { loadSpaPages, type SpaPages } from './site/spa-pages';

/**
 * The SPA this image built (deploy/Dockerfile builds it beside the services): the proxy sends the pages that carry
 * their own tags here (deploy/haproxy/haproxy.cfg). Without a build the pages answer 404.
 */
async function builtSpaPages(): Promise<{ spaPages?: SpaPages }> {
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  const spaPages = await loadSpaPages(webDist);
  if (spaPages) return { spaPages };
  console.warn(`query-api: no built SPA in ${webDist}: the site's pages (/, /marketplace/{id}...) answer 404 (npm run build -w web)`);
  return {};
}

runMain('query-api', async () => {
  const config = readConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required when the query API runs alone');
  const infra = await openInfrastructure(config, {
    databaseUrl: config.databaseUrl,
    busScope: 'shared',
    readDatabaseUrl: config.readDatabaseUrl,
  });
  const registry = infra.db.withTables<RegistryDatabase>();
  // Read-your-writes waits on the checkpoints of the database the reads go to (the replica's, when there is one).
  const waiter = createPositionWaiter({
    db: infra.readDb.withTables<RegistryDatabase>(),
    bus: infra.bus,
    replica: config.readDatabaseUrl !== undefined,
  });
  const app = Fastify({ logger: { level: 'warn' }, trustProxy: config.trustProxy });
  await installSecurityHeaders(app, config);
  await installCompression(app);
  installNotFound(app);
  const spaPages = await builtSpaPages();
  await app.register((scope) =>
    queryApi(scope, {
      ...infra,
      waitForPosition: waiter.waitForPosition,
      servedPosition: () => readServedPosition(infra.readDb.withTables<RegistryDatabase>(), { required: [activityProjection.name] }),
      projectionStatuses: () => getProjectionStatuses(registry, infra.eventStore),
      production: config.production,
      prices: planPrices(config.payments),
      publicUrl: config.publicUrl,
      ...spaPages,
    }),
  );
  console.log(`query-api listening on ${await listen(app, config.port, config.host)}`);
  return async () => {
    await app.close();
    waiter.close();
    await infra.close();
  };
});
