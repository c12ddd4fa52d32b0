// Starts Debian's nats-server (with JetStream) on a free loopback port. The test run makes sure the binary is
// installed (scripts/ensure-system-deps.ts), so a missing binary is an error here, never a skip.
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { freePort } from '../net/free-port';

export interface RunningNats {
  url: string;
  /** kill -9 (a node lost mid-load); the store folder stays. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `args`: more of nats-server's options, such as a cluster's (--cluster, --routes, --cluster_name). */
export async function startNatsServer(storeDir: string, args: readonly string[] = []): Promise<RunningNats> {
  const port = await freePort();
  await mkdir(storeDir, { recursive: true });
  const child = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`nats-server did not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`nats-server exited with code ${String(code)}`)));
  });
  await Promise.race([waitForPort(port), exited]);
  const gone = () => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve());
  return {
    url: `nats://127.0.0.1:${port}`,
    async kill() {
      const exit = gone();
      child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      const exit = gone();
      child.kill('SIGTERM');
      await exit;
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
