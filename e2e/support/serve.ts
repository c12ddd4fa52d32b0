import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_PASSWORD } from './admin-account';
import { appServerScript, repoRoot } from './app-server';

// Playwright's webServer: runs the app (`npm start`'s script) on PORT with an empty event store in a fresh data
// folder that is removed again when the server stops; it starts with the seeded catalog and the accounts of
// admin-account.ts.
// Run as `node --import tsx e2e/support/serve.ts`.
const port = process.env.PORT;
if (!port) throw new Error('serve.ts needs PORT');

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
// mkdtemp makes the folder private to its owner; the embedded Postgres runs as its own user when we are root.
chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['--import', 'tsx', appServerScript], {
  cwd: repoRoot,
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'true', SEED_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD },
  stdio: 'inherit',
});

// Playwright signals the whole process group, so the server receives the same signal directly; this process
// only has to outlive it to remove the data folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
