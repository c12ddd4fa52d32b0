import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appServerScript, hasAppServer, repoRoot } from './app-server';
import { buildWebIfStale } from './build-web';

// Playwright's webServer: builds the SPA if needed, then runs the app on PORT with an empty event store in a
// fresh data folder that is removed again when the server stops. Run as `node --import tsx e2e/support/serve.ts`.
const port = process.env.PORT;
if (!port) throw new Error('serve.ts needs PORT');

buildWebIfStale();

const require = createRequire(import.meta.url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const server = hasAppServer()
  ? spawn(process.execPath, ['--import', 'tsx', appServerScript], {
      cwd: repoRoot,
      env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false' },
      stdio: 'inherit',
    })
  : spawn(
      process.execPath,
      [viteBin(), 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
      { cwd: path.join(repoRoot, 'web'), stdio: 'inherit' },
    );

// Playwright signals the whole process group, so the server receives the same signal directly; this process
// only has to outlive it to remove the data folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});

function viteBin(): string {
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}
