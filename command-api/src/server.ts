// The command API alone (`npm run start -w command-api`), configured only by environment variables.
import Fastify from 'fastify';
import { ConfigError, readConfig } from '@app/infra/config/config';
import { installNotFound } from '@app/infra/http/error-handler';
import { installCompression } from '@app/infra/http/compression';
import { installSecurityHeaders } from '@app/infra/http/security-headers';
import { listen } from '@app/infra/http/listen';
import { createPayments } from '@app/infra/payments/create-payments';
import { openInfrastructure } from '@app/infra/runtime/open-infrastructure';
import { runMain } from '@app/infra/runtime/run-main';
import { projections } from '@app/projectors/projections';
import { createRebuildRequests } from '@app/projectors/runtime/rebuild-request';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { commandApi, migrateCommandApi } from './app';
import { commandHealthRoute } from './routes/health/health.routes';
import { runFirstStart } from './seed/first-start';

runMain('command-api', async () => {
  const config = readConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required when the command API runs alone');
  const infra = await openInfrastructure(config, { databaseUrl: config.databaseUrl, busScope: 'shared' });
  await migrateCommandApi(infra.db);
  // The admin account (and, unless SEED=false, the test accounts and the catalog) exists once any command API started.
  await runFirstStart(infra, config);
  const app = Fastify({ logger: { level: 'warn' }, trustProxy: config.trustProxy });
  await installSecurityHeaders(app, config);
  await installCompression(app);
  installNotFound(app);
  commandHealthRoute(app, infra);
  const payments = await createPayments(config.payments, infra.db, config.publicUrl);
  // The projector processes build what this adds; the shared bus wakes them.
  const requestRebuild = createRebuildRequests({ db: infra.db.withTables<RegistryDatabase>(), bus: infra.bus, projections });
  await app.register((scope) =>
    commandApi(scope, { ...infra, payments, publicUrl: config.publicUrl, jobConcurrency: config.jobs.concurrency, jobAckWaitMs: config.workQueue.ackWaitMs, requestRebuild }),
  );
  console.log(`command-api listening on ${await listen(app, config.port, config.host)}`);
  return async () => {
    await app.close();
    await infra.close();
  };
});
