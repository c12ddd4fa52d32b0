// The command API alone (`npm run start -w command-api`), configured only by environment variables.
import Fastify from 'fastify';
import { ConfigError, readConfig } from '@app/infra/config/config';
import { installNotFound } from '@app/infra/http/error-handler';
import { listen } from '@app/infra/http/listen';
import { createPayments } from '@app/infra/payments/create-payments';
import { openInfrastructure } from '@app/infra/runtime/open-infrastructure';
import { runMain } from '@app/infra/runtime/run-main';
import { commandApi, migrateCommandApi } from './app';

runMain('command-api', async () => {
  const config = readConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required when the command API runs alone');
  const infra = await openInfrastructure(config, { databaseUrl: config.databaseUrl, busScope: 'shared' });
  await migrateCommandApi(infra.db);
  const app = Fastify({ logger: { level: 'warn' }, trustProxy: config.trustProxy });
  installNotFound(app);
  const payments = await createPayments(config.payments, infra.db, config.publicUrl);
  await app.register((scope) =>
    commandApi(scope, { ...infra, payments, publicUrl: config.publicUrl, jobConcurrency: config.jobs.concurrency, jobAckWaitMs: config.workQueue.ackWaitMs }),
  );
  console.log(`command-api listening on ${await listen(app, config.port, config.host)}`);
  return async () => {
    await app.close();
    await infra.close();
  };
});
