// The child processes of the topology: started with their output kept (the last lines name a failure), killed with
// SIGKILL for the failures the test injects, stopped with SIGTERM within a bound (a process that does not stop is a
// finding, not a hang).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface Child {
  readonly name: string;
  readonly pid: number;
  /** The process's last lines of output (stdout and stderr), for failure messages. */
  tail(): string;
  /** Resolves with the first output line that matches, rejects when the process exits first or after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  alive(): boolean;
  /** kill -9, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, then waits `timeoutMs` for the exit; false (and SIGKILL) when it did not exit in time. */
  stop(timeoutMs: number): Promise<boolean>;
}

const TAIL_LINES = 40;

export function startChild(name: string, command: string, args: readonly string[], options: SpawnOptions): Child {
  const child: ChildProcess = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name}: ${command} did not start`);
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > TAIL_LINES) lines.shift();
        for (const listener of listeners) listener(line);
      }
    });
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    pid: child.pid,
    tail: () => lines.join('\n'),
    alive,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = (error?: Error, line?: string) => {
          clearTimeout(timer);
          listeners.delete(listener);
          if (error) reject(error);
          else resolve(line!);
        };
        const listener = (line: string) => pattern.test(line) && done(undefined, line);
        const timer = setTimeout(() => done(new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`)), timeoutMs);
        listeners.add(listener);
        void exited.then(() => done(new Error(`${name} exited (${String(child.signalCode ?? child.exitCode)}) before ${pattern}:\n${lines.join('\n')}`)));
      });
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop(timeoutMs) {
      if (!alive()) return true;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
      clearTimeout(timer);
      if (!inTime) {
        child.kill('SIGKILL');
        await exited;
      }
      return inTime;
    },
  };
}
