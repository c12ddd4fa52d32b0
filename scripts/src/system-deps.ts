// The Debian packages the test run needs: chromium (real-browser tests) and nats-server (the NATS bus tests).
// When one is missing, install it (as root, with apt-get) or stop at once with the exact command to run: tests
// that need them are never skipped.
import { execFileSync, spawnSync } from 'node:child_process';

const PACKAGES = [
  { binary: 'chromium', packageName: 'chromium' },
  { binary: 'nats-server', packageName: 'nats-server' },
] as const;

function onPath(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

export function ensureSystemDeps(): void {
  const missing = PACKAGES.filter(({ binary }) => !onPath(binary)).map(({ packageName }) => packageName);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const root = process.getuid?.() === 0;
  if (!root || !onPath('apt-get')) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them first:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`Installing missing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
