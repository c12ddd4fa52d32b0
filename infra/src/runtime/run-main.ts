// The `main` of every process: start, stop cleanly on Ctrl-C / SIGTERM, and report a configuration problem as
// one line (naming the variable) instead of a stack trace.
import { ConfigError } from '../config/config';

export type Stop = () => Promise<void>;

export function runMain(name: string, start: () => Promise<Stop>): void {
  let stop: Stop | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${name}: ${signal} received, stopping...`);
    try {
      await stop?.();
      process.exit(0);
    } catch (error) {
      console.error(`${name}: error while stopping: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  start().then(
    (stopFn) => {
      stop = stopFn;
    },
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(`${name}: configuration error: ${error.message}`);
      else console.error(`${name}: failed to start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
