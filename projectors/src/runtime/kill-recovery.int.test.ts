import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { comparePositions } from '@app/infra/event-store/position';
import { createProjectorRuntime } from './projector-runtime';
import { streamCounterProjection } from './testing/stream-counter-projection';
import {
  countedEvents,
  generationsOf,
  openRuntimeTestKit,
  readCounts,
  recordingLog,
  type RuntimeTestKit,
} from './testing/runtime-test-kit';

const STREAMS = 200;
const EVENTS_PER_STREAM = 500;
const TOTAL = STREAMS * EVENTS_PER_STREAM;
const ROOT = path.resolve(import.meta.dirname, '../../..');

function startProjectorProcess(databaseUrl: string): ChildProcess {
  // `node --import tsx` rather than the tsx CLI: one process, so SIGKILL hits the projector itself.
  return spawn(process.execPath, ['--import', 'tsx', 'projectors/src/runtime/testing/run-projector.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

describe('a projector process killed with SIGKILL during catch-up', () => {
  let kit: RuntimeTestKit;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    const streams = Array.from({ length: STREAMS }, (_, index) => `order-${index}`);
    for (let from = 0; from < STREAMS; from += 8) {
      await Promise.all(streams.slice(from, from + 8).map((stream) => kit.eventStore.append(stream, countedEvents(EVENTS_PER_STREAM))));
    }
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await kit?.close();
  });

  const applied = async () => (await generationsOf(kit, 'stream_counter')).find((g) => g.version === 1)?.eventsApplied ?? 0n;

  it('loses and duplicates nothing once restarted: the read model equals a clean rebuild', async () => {
    const first = startProjectorProcess(kit.database.url);
    children.push(first);
    // Several pages in, so the kill lands in the middle of the catch-up (most likely inside a page's transaction).
    await vi.waitFor(async () => expect(await applied()).toBeGreaterThanOrEqual(BigInt(TOTAL / 5)), { timeout: 60_000, interval: 5 });
    first.kill('SIGKILL');
    expect(await exited(first)).toBe('SIGKILL');
    const atKill = await applied();
    expect(atKill).toBeGreaterThan(0n);
    expect(atKill).toBeLessThan(BigInt(TOTAL));

    const second = startProjectorProcess(kit.database.url);
    children.push(second);
    const head = (await kit.eventStore.headPosition())!;
    await vi.waitFor(
      async () => {
        const [generation] = await generationsOf(kit, 'stream_counter');
        expect(generation?.checkpoint && comparePositions(generation.checkpoint, head)).toBe(0);
      },
      { timeout: 60_000, interval: 50 },
    );
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
    expect(await applied()).toBe(BigInt(TOTAL));

    // A clean build of the same handler into another version, in this process, from position zero.
    const { pool, eventStore, bus } = kit;
    const clean = createProjectorRuntime({ pool, eventStore, bus, projections: [streamCounterProjection({ version: 2 })], log: recordingLog(), lockRetryMs: 50 });
    try {
      await clean.start();
      await vi.waitFor(async () => expect((await generationsOf(kit, 'stream_counter')).find((g) => g.version === 2)?.status).toBe('active'), {
        timeout: 60_000,
        interval: 50,
      });
    } finally {
      await clean.stop();
    }
    const recovered = await readCounts(kit.db, 'stream_counter_v1.stream_counts');
    expect(recovered).toHaveLength(STREAMS);
    expect(recovered.every((row) => row.events === EVENTS_PER_STREAM)).toBe(true);
    expect(await readCounts(kit.db, 'stream_counter_v2.stream_counts')).toEqual(recovered);
  });
});
