// The Debian packages the test run needs: chromium (real-browser tests), nats-server (the NATS bus tests), and for
// the topology test (system-tests/src/topology/) haproxy and Postgres 15 (its pg_basebackup makes the streaming
// replica; the embedded Postgres ships none). When one is missing, install it (as root, with apt-get) or stop at once
// with the exact command to run: tests that need them are never skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `binary`: a command on the PATH, or an absolute path (Postgres keeps its binaries off the PATH; /usr/sbin is off a user's). */
const PACKAGES = [
  { binary: 'chromium', packageName: 'chromium' },
  { binary: 'nats-server', packageName: 'nats-server' },
  { binary: '/usr/sbin/haproxy', packageName: 'haproxy' },
  { binary: '/usr/lib/postgresql/15/bin/pg_basebackup', packageName: 'postgresql-15' },
] as const;

function installed(binary: string): boolean {
  if (binary.startsWith('/')) return existsSync(binary);
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

export function ensureSystemDeps(): void {
  const missing = PACKAGES.filter(({ binary }) => !installed(binary)).map(({ packageName }) => packageName);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const root = process.getuid?.() === 0;
  if (!root || !installed('apt-get')) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them first:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`Installing missing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
