// The first start's accounts and catalog, run by whichever process starts first: `npm start`, and every command API
// started alone (several may start at once: they take turns under an advisory lock, and a later one finds everything
// done). Later starts change nothing.
import type { Config } from '@app/infra/config/config';
import type { Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { generateCatalog, SEED_IDEA_COUNT } from '@app/seed/platform-ideas/generate-catalog';
import { seedAccounts, type SeededAccount } from './seed-accounts';
import { seedCatalog } from './seed-catalog';

/** Any fixed key works: this one spells "seeding" (written in decimal: Postgres 15 reads no hex literals). */
const FIRST_START_LOCK = '32481108472458855';

export async function runFirstStart(infra: Infrastructure, config: Pick<Config, 'publicUrl' | 'seed'>, log: (line: string) => void = console.log): Promise<void> {
  const client = await infra.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK]);
    try {
      printSeededAccounts(await seedAccounts({ ...infra, publicUrl: config.publicUrl }, config.seed), log);
      if (config.seed.enabled) await seedTheCatalog(infra, log);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The first start's catalog (ideas, documents, trends); later starts find it done and skip it. */
async function seedTheCatalog(infra: Infrastructure, log: (line: string) => void): Promise<void> {
  const report = await seedCatalog(infra, () => {
    log(`Seeding the catalog (${SEED_IDEA_COUNT} ideas with their documents, and trends)...`);
    return generateCatalog({ ideaCount: SEED_IDEA_COUNT });
  });
  if (report.outcome === 'seeded') {
    log(`Catalog seeded: ${report.ideas} ideas and ${report.trends} trends in ${(report.ms / 1000).toFixed(1)} s`);
  } else if (report.outcome === 'ideas-exist') {
    log('Catalog seed skipped: ideas exist that the seed did not make.');
  }
}

function printSeededAccounts(accounts: SeededAccount[], log: (line: string) => void): void {
  if (accounts.length === 0) return;
  log('Accounts created on this first start:');
  for (const { email, role, generatedPassword } of accounts) {
    log(`  ${role.padEnd(7)} ${email}  ${generatedPassword ? `password: ${generatedPassword}  (generated; shown only now)` : '(password from the environment)'}`);
  }
}
