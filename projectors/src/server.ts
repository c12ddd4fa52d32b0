// The projectors alone (`npm run start -w projectors`), configured only by environment variables. Several may run:
// each projection version has one active runner (advisory lock) and the others stand by.
import { ConfigError, readConfig } from '@app/infra/config/config';
import { openInfrastructure } from '@app/infra/runtime/open-infrastructure';
import { runMain } from '@app/infra/runtime/run-main';
import { projections } from './projections';
import { createProjectorRuntime } from './runtime/projector-runtime';
import { consoleLog } from './runtime/runtime-log';

runMain('projectors', async () => {
  const config = readConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required when the projectors run alone');
  const infra = await openInfrastructure(config, { databaseUrl: config.databaseUrl, busScope: 'shared' });
  const runtime = createProjectorRuntime({ pool: infra.pool, eventStore: infra.eventStore, bus: infra.bus, projections, log: consoleLog });
  await runtime.start();
  console.log(`projectors running (${projections.map((projection) => `${projection.name} v${projection.version}`).join(', ') || 'no projections defined yet'})`);
  return async () => {
    await runtime.stop();
    await infra.close();
  };
});
