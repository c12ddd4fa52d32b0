// `npm start`: builds the SPA if needed, boots the embedded Postgres (unless DATABASE_URL is set), migrates, and
// runs the whole platform on one port. Ctrl-C stops everything; a second start reuses the data in DATA_DIR.
import path from 'node:path';
import { readConfig } from '@app/infra/config/config';
import { startEmbeddedPostgres, type RunningPostgres } from '@app/infra/database/embedded-postgres';
import { listen } from '@app/infra/http/listen';
import { runMain } from '@app/infra/runtime/run-main';
import { runFirstStart } from '@app/command-api/seed/first-start';
import { createPlatform } from './platform';
import { ensureSpaBuilt } from './spa-build';

const repoRoot = path.resolve(import.meta.dirname, '../..');

runMain('idea-platform', async () => {
  const config = readConfig();
  const webDist = ensureSpaBuilt(path.join(repoRoot, 'web'));
  let postgres: RunningPostgres | undefined;
  if (!config.databaseUrl) {
    const dataDir = path.resolve(config.dataDir, 'postgres');
    console.log(`Starting the embedded Postgres (data in ${dataDir})...`);
    postgres = await startEmbeddedPostgres({ dataDir });
  }
  try {
    const platform = await createPlatform({ config, databaseUrl: config.databaseUrl ?? postgres!.url, webDist });
    try {
      await runFirstStart(platform.infra, config);
      const address = await listen(platform.app, config.port, config.host);
      console.log(`Idea platform running at ${address.replace('127.0.0.1', 'localhost')}`);
    } catch (error) {
      await platform.close();
      throw error;
    }
    return async () => {
      await platform.close();
      await postgres?.stop();
    };
  } catch (error) {
    await postgres?.stop();
    throw error;
  }
});
