import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProjectorRuntime, type ProjectorRuntime } from './projector-runtime';
import { streamCounterProjection } from './testing/stream-counter-projection';
import { appendCounted, openRuntimeTestKit, recordingLog, type RuntimeTestKit } from './testing/runtime-test-kit';

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
beforeAll(async () => {
  kit = await openRuntimeTestKit();
  const { pool, eventStore, bus } = kit;
  const others = Array.from({ length: 0 }, (_, i) => ({ ...streamCounterProjection({ name: `c${i}`, table: `t${i}` }), eventTypes: [i % 2 ? 'Counted' : 'Rare'] }));
  runtime = createProjectorRuntime({ pool, eventStore, bus, projections: [streamCounterProjection(), ...others], log: recordingLog() });
  await runtime.start();
});
afterAll(async () => { await runtime.stop(); await kit.close(); });

it('latency', async () => {
  const samples: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    const { position } = await appendCounted(kit, `s-${i % 20}`, 1);
    expect(await runtime.waitForPosition(position, { timeoutMs: 2000 })).toBe(true);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log('p50', samples[150], 'p99', samples[296], 'max', samples.at(-1));
}, 120_000);
