// `npm start`: builds the SPA if needed, boots the embedded Postgres (unless DATABASE_URL is set), migrates, and
// runs the whole platform on one port. Ctrl-C stops everything; a second start reuses the data in DATA_DIR.
import path from 'node:path';
import { readConfig } from '@app/infra/config/config';
import { startEmbeddedPostgres, type RunningPostgres } from '@app/infra/database/embedded-postgres';
import { listen } from '@app/infra/http/listen';
import { runMain } from '@app/infra/runtime/run-main';
import { generateCatalog, SEED_IDEA_COUNT } from '@app/seed/platform-ideas/generate-catalog';
import { seedAccounts, type SeededAccount } from '@app/command-api/seed/seed-accounts';
import { seedCatalog } from '@app/command-api/seed/seed-catalog';
import { createPlatform, type Platform } from './platform';
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
      printSeededAccounts(await seedAccounts({ ...platform.infra, publicUrl: config.publicUrl }, config.seed));
      if (config.seed.enabled) await seedTheCatalog(platform);
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

/** The first start's catalog (ideas, documents, trends); later starts find it done and skip it. */
async function seedTheCatalog(platform: Platform): Promise<void> {
  const report = await seedCatalog(platform.infra, () => {
    console.log(`Seeding the catalog (${SEED_IDEA_COUNT} ideas with their documents, and trends)...`);
    return generateCatalog({ ideaCount: SEED_IDEA_COUNT });
  });
  if (report.outcome === 'seeded') {
    console.log(`Catalog seeded: ${report.ideas} ideas and ${report.trends} trends in ${(report.ms / 1000).toFixed(1)} s`);
  } else if (report.outcome === 'ideas-exist') {
    console.log('Catalog seed skipped: ideas exist that the seed did not make.');
  }
}

function printSeededAccounts(accounts: SeededAccount[]): void {
  if (accounts.length === 0) return;
  console.log('Accounts created on this first start:');
  for (const { email, role, generatedPassword } of accounts) {
    console.log(`  ${role.padEnd(7)} ${email}  ${generatedPassword ? `password: ${generatedPassword}  (generated; shown only now)` : '(password from the environment)'}`);
  }
}
