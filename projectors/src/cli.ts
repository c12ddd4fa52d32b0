// What the projection commands (`projections:rebuild`, `projections:skip`) share. Configured like every process,
// from the environment; without DATABASE_URL they use the embedded database in DATA_DIR, the one a running
// `npm start` serves, or boot it for the duration.
import path from 'node:path';
import { ConfigError, readConfig } from '@app/infra/config/config';
import { useEmbeddedPostgres } from '@app/infra/database/embedded-postgres';
import { openInfrastructure, type Infrastructure } from '@app/infra/runtime/open-infrastructure';

export async function withCliInfrastructure<T>(use: (infrastructure: Infrastructure) => Promise<T>): Promise<T> {
  const config = readConfig();
  const embedded = config.databaseUrl ? undefined : await useEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  try {
    const infrastructure = await openInfrastructure(config, { databaseUrl, busScope: 'shared', poolSize: 5 });
    try {
      return await use(infrastructure);
    } finally {
      await infrastructure.close();
    }
  } finally {
    await embedded?.stop();
  }
}

/** Runs a command's main and exits: 0 when it resolves, 1 with one line (no stack trace) when it throws. */
export function runCli(command: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const kind = error instanceof ConfigError ? 'configuration error: ' : '';
      console.error(`${command}: ${kind}${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
