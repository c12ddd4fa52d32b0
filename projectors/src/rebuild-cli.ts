// `npm run projections:rebuild [name]`: builds the named projection (default: every one) afresh from position zero
// into new tables while the current generation keeps serving, then switches readers over atomically (DESIGN.md).
// Configured like every process, from the environment; without DATABASE_URL it uses the embedded database in
// DATA_DIR, the one a running `npm start` serves, or boots it for the duration.
import path from 'node:path';
import { ConfigError, readConfig } from '@app/infra/config/config';
import { useEmbeddedPostgres } from '@app/infra/database/embedded-postgres';
import { openInfrastructure } from '@app/infra/runtime/open-infrastructure';
import { projections } from './projections';
import { createProjectorRuntime } from './runtime/projector-runtime';
import { consoleLog } from './runtime/runtime-log';
import { getProjectionStatuses } from './runtime/status';

const PROGRESS_EVERY_MS = 2000;

async function main(name: string | undefined): Promise<void> {
  if (name === undefined && projections.length === 0) {
    console.log('projections:rebuild: no projections are defined; nothing to rebuild');
    return;
  }
  const config = readConfig();
  const embedded = config.databaseUrl ? undefined : await useEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const infrastructure = await openInfrastructure(config, { databaseUrl, busScope: 'shared', poolSize: 5 }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  const { pool, eventStore, bus } = infrastructure;
  const runtime = createProjectorRuntime({ pool, eventStore, bus, projections, log: consoleLog });
  process.once('SIGINT', () => {
    console.log('projections:rebuild: interrupted; a running projector process of this version carries the build on');
    void runtime.stop();
  });
  const printProgress = async () => {
    const statuses = await getProjectionStatuses(infrastructure.db, eventStore);
    for (const status of statuses) {
      if (status.status !== 'building' || (name !== undefined && status.name !== name)) continue;
      const applied = status.eventsApplied.toLocaleString('en');
      console.log(`${status.name} v${status.version} (generation ${status.generation}): ${status.progress}%, ${applied} events applied, lag ${status.lag.toLocaleString('en')}`);
    }
  };
  const progress = setInterval(() => void printProgress().catch(() => undefined), PROGRESS_EVERY_MS);
  try {
    await runtime.rebuild(name);
    console.log(`projections:rebuild: done; readers now see the new ${name ?? 'projections'}`);
  } finally {
    clearInterval(progress);
    await runtime.stop();
    await infrastructure.close();
    await embedded?.stop();
  }
}

main(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    const kind = error instanceof ConfigError ? 'configuration error: ' : '';
    console.error(`projections:rebuild: ${kind}${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
