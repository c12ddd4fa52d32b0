// Job workers alone (`npm run worker -w command-api`), configured only by environment variables: competing consumers
// of the admin's AI jobs (NATS JetStream with NATS_URL), with no HTTP. Start as many as the AI provider's limits allow;
// one killed mid-item loses nothing (docs/architecture.md "Long work: jobs").
import { ConfigError, readConfig } from '@app/infra/config/config';
import { openInfrastructure } from '@app/infra/runtime/open-infrastructure';
import { runMain } from '@app/infra/runtime/run-main';
import { createSealingBatchCommandHandler, createSealingCommandHandler } from './app';
import { systemClock } from './clock';
import type { CommandApiDatabase } from './command-api-database';
import { jobStateCache } from './jobs/job-item-context';
import { heartbeatFor, startJobWorkers } from './jobs/job-workers';

runMain('job-worker', async () => {
  const config = readConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required when job workers run alone');
  // Without NATS the queue lives inside the process that enqueues: a worker of its own would see no item.
  if (!config.natsUrl) throw new ConfigError('NATS_URL', 'is required when job workers run alone (they share the queue through NATS JetStream)');
  if (config.jobs.concurrency === 0) throw new ConfigError('JOB_CONCURRENCY', 'must be above 0 for a job worker');
  const infra = await openInfrastructure(config, { databaseUrl: config.databaseUrl, busScope: 'shared' });
  const jobStates = jobStateCache();
  const stop = await startJobWorkers(
    { eventStore: infra.eventStore, db: infra.db.withTables<CommandApiDatabase>(), personalData: infra.personalData, commands: createSealingCommandHandler(infra, { stateCaches: jobStates.caches }), batchCommands: createSealingBatchCommandHandler(infra), ai: infra.ai, clock: systemClock, jobStates: jobStates.cache },
    infra.workQueue,
    { concurrency: config.jobs.concurrency, heartbeatMs: heartbeatFor(config.workQueue.ackWaitMs), log: { error: (fields, message) => console.error(message, fields) } },
  );
  console.log(`job worker running (${infra.workQueue.kind} queue, ${config.jobs.concurrency} at once, ${infra.ai.provider} AI)`);
  return async () => {
    await stop();
    await infra.close();
  };
});
