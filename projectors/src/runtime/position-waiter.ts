// Read-your-writes (docs/architecture.md "Projections and read models"): a query waits until the projections have
// reached the position its client's last command returned. Every `projections.progress` message re-checks the waits at
// once, so one ends within a bus hop of the commit that satisfies it; a short poll of the registry covers lost messages
// and buses that do not reach this process. A wait on a projection that nothing is advancing (no runner heartbeat:
// projectors down, or an old version still serving while the new one builds; or stuck on an event until it is fixed or
// skipped) ends at once, stale, instead of making every read sit out its timeout. A failing registry read only makes a
// wait run into its timeout: the caller then answers stale anyway. On a streaming replica (READ_DATABASE_URL) a
// progress message, sent once the primary committed, says nothing of what the replica shows yet: there it only wakes
// a re-read of the replica's own checkpoints, which commit with the rows they cover, so a wait that ends there can read
// its write.
import type { Kysely } from 'kysely';
import type { Bus } from '@app/infra/bus/bus';
import { comparePositions, parsePosition, type Position } from '@app/infra/event-store/position';
import { decodeProgress } from './progress-message';
import { listActiveCheckpoints, type ActiveCheckpoint, type RegistryDatabase } from './registry';

export type WaitForPosition = (position: Position, options: { timeoutMs: number }) => Promise<boolean>;

export interface PositionWaiter {
  /**
   * True once every awaited projection's active generation has a checkpoint at or past `position`; false on timeout,
   * or at once when one that is behind has no live runner or is stuck on an event.
   */
  waitForPosition: WaitForPosition;
  /** Ends pending waits with false. */
  close(): void;
}

export interface PositionWaiterOptions {
  db: Kysely<RegistryDatabase>;
  bus: Bus;
  /** The projections to wait for (for example the ones a route reads); default: every active one. */
  projections?: readonly string[];
  /**
   * True when `db` is a streaming replica: progress messages then only wake a re-read of `db` (its checkpoints lag the
   * primary's, and the rows a query reads are the replica's).
   */
  replica?: boolean;
  /** How often the registry is re-read while waits are pending (default 100 ms; 25 ms on a replica). */
  pollMs?: number;
  /** A runner whose heartbeat is older than this is taken for gone (default 10 s; runners beat every 2 s). */
  runnerTimeoutMs?: number;
}

interface Wait {
  target: Position;
  /** Names still behind; undefined until the first registry read answered. */
  behind: Set<string> | undefined;
  /** Names that progress messages showed at or past the target, so a message racing the first read is not lost. */
  reached: Set<string>;
  timer: NodeJS.Timeout;
  resolve(reached: boolean): void;
}

export function createPositionWaiter(options: PositionWaiterOptions): PositionWaiter {
  const { db } = options;
  const waits = new Set<Wait>();
  let poll: NodeJS.Timeout | undefined;

  function settle(wait: Wait, reached: boolean): void {
    if (!waits.delete(wait)) return;
    clearTimeout(wait.timer);
    wait.resolve(reached);
    if (waits.size === 0) {
      clearInterval(poll);
      poll = undefined;
    }
  }

  function markReached(wait: Wait, name: string): void {
    wait.reached.add(name);
    wait.behind?.delete(name);
    if (wait.behind?.size === 0) settle(wait, true);
  }

  async function recheck(only?: Wait): Promise<void> {
    let active: ActiveCheckpoint[];
    try {
      active = await listActiveCheckpoints(db, options.projections, options.runnerTimeoutMs ?? 10_000);
    } catch {
      return;
    }
    for (const wait of only ? [only] : [...waits]) {
      if (!waits.has(wait)) continue;
      const behind = active.filter(
        ({ name, checkpoint }) => !wait.reached.has(name) && (!checkpoint || comparePositions(checkpoint, wait.target) < 0),
      );
      wait.behind = new Set(behind.map(({ name }) => name));
      if (wait.behind.size === 0) settle(wait, true);
      else if (behind.some(({ runnerAlive, stuck }) => !runnerAlive || stuck)) settle(wait, false);
    }
  }

  // The newest checkpoint each active projection announced: when the awaited projections are named and all of them
  // are known to be past the target, a wait ends without a registry read (the common case on the read hot path).
  const announced = new Map<string, Position>();
  const alreadyReached = (target: Position) =>
    options.projections !== undefined &&
    options.projections.every((name) => {
      const position = announced.get(name);
      return position !== undefined && comparePositions(position, target) >= 0;
    });

  let wakeQueued = false;
  const wakeOnReplica = () => {
    if (wakeQueued || waits.size === 0) return;
    wakeQueued = true;
    setImmediate(() => {
      wakeQueued = false;
      void recheck();
    });
  };

  const unsubscribe = options.bus.subscribe('projections.progress', (text) => {
    if (options.replica) return wakeOnReplica();
    const message = decodeProgress(text);
    if (message?.status !== 'active') return;
    const position = parsePosition(message.position);
    if (!position) return;
    announced.set(message.name, position);
    for (const wait of waits) {
      if (comparePositions(position, wait.target) >= 0) markReached(wait, message.name);
    }
  });

  return {
    waitForPosition(target, { timeoutMs }) {
      if (alreadyReached(target)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const wait: Wait = {
          target,
          behind: undefined,
          reached: new Set(),
          timer: setTimeout(() => settle(wait, false), timeoutMs),
          resolve,
        };
        waits.add(wait);
        poll ??= setInterval(() => void recheck(), options.pollMs ?? (options.replica ? 25 : 100));
        void recheck(wait);
      });
    },
    close() {
      unsubscribe();
      for (const wait of [...waits]) settle(wait, false);
    },
  };
}
