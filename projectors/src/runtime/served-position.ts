// The position a database serves (the live change feed, docs/architecture.md "Live change feed"): the lowest checkpoint
// among its active projections, so every read model read from it shows every event up to there. Read from the
// database the reads go to (a streaming replica's checkpoints commit with the rows they cover). A projection that
// nothing advances (no runner heartbeat, or stuck on an event) is left out, as read-your-writes gives up on it
// (position-waiter.ts): one broken read model must not stop every screen's feed. `required` ones never are: the feed
// reads its changes from them.
import type { Kysely } from 'kysely';
import { comparePositions, type Position } from '@app/infra/event-store/position';
import { listActiveCheckpoints, type RegistryDatabase } from './registry';

export interface ServedPositionOptions {
  /** Projections always counted, advancing or not. */
  required: readonly string[];
  /** A runner whose heartbeat is older than this is taken for gone (default 10 s, as read-your-writes). */
  runnerTimeoutMs?: number;
}

/** Undefined while a counted projection has no checkpoint yet (or none is active). */
export async function readServedPosition(db: Kysely<RegistryDatabase>, options: ServedPositionOptions): Promise<Position | undefined> {
  const active = await listActiveCheckpoints(db, undefined, options.runnerTimeoutMs ?? 10_000);
  const counted = active.filter(({ name, runnerAlive, stuck }) => options.required.includes(name) || (runnerAlive && !stuck));
  if (counted.length === 0 || !options.required.every((name) => counted.some((projection) => projection.name === name))) return undefined;
  let lowest: Position | undefined;
  for (const { checkpoint } of counted) {
    if (!checkpoint) return undefined;
    if (!lowest || comparePositions(checkpoint, lowest) < 0) lowest = checkpoint;
  }
  return lowest;
}
