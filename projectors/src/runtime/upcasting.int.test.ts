// Every projection the product runs reads events through the one decode path: with an upcaster registered for an
// old shape of one event type of each projection, every `apply` must see the new shape, never the stored one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchemaVersion, registerUpcaster } from '@app/domain/shared/upcasters';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import { projections } from '../projections';
import type { Projection } from './projection';
import { createProjectorRuntime, type ProjectorRuntime } from './projector-runtime';
import { openRuntimeTestKit, recordingLog, untilProjected, type RuntimeTestKit } from './testing/runtime-test-kit';

/** The old shape had `legacyTitle`; the current one calls it `title`. */
const renameTitle = (data: unknown) => {
  const { legacyTitle, ...rest } = data as { legacyTitle: string };
  return { ...rest, title: legacyTitle };
};

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;
let removeUpcasters: (() => void)[] = [];
const received = new Map<string, RecordedEvent[]>();
/** The version each projection's first event type is written with, before this test adds a step. */
const stored = new Map(projections.map((projection) => [projection.eventTypes[0]!, currentSchemaVersion(projection.eventTypes[0]!)]));
// The handlers only record: a stored v1 shape would not fit their tables, which is the point of upcasting.
const recording = projections.map(
  (projection): Projection => ({
    ...projection,
    apply(_trx, events) {
      received.set(projection.name, [...(received.get(projection.name) ?? []), ...events]);
      return Promise.resolve();
    },
  }),
);

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  // Each type's next step upgrades from its current version (some types have steps of their own already).
  const types = new Set(projections.map((projection) => projection.eventTypes[0]!));
  removeUpcasters = [...types].map((type) => registerUpcaster(type, stored.get(type)!, renameTitle));
  let last: Position | undefined;
  for (const projection of projections) {
    const id = uuidv7();
    ({ position: last } = await kit.eventStore.append(`upcast-${projection.name}`, [
      {
        id,
        type: projection.eventTypes[0]!,
        data: { legacyTitle: `for ${projection.name}` },
        metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at: new Date().toISOString(), schemaVersion: stored.get(projection.eventTypes[0]!)! },
      },
    ]));
  }
  runtime = createProjectorRuntime({ pool: kit.pool, eventStore: kit.eventStore, bus: kit.bus, projections: recording, log: recordingLog(), lockRetryMs: 50, heartbeatMs: 300 });
  await runtime.start();
  await untilProjected(runtime, last!);
});

afterAll(async () => {
  for (const remove of removeUpcasters) remove();
  await runtime?.stop();
  await kit?.close();
});

describe('the decode path of every projection', () => {
  it.each(projections.map((projection) => [projection.name]))('hands %s the upcast shape', (name) => {
    const own = (received.get(name) ?? []).filter((event) => event.streamId === `upcast-${name}`);
    expect(own).toEqual([
      expect.objectContaining({ data: { title: `for ${name}` }, metadata: expect.objectContaining({ schemaVersion: stored.get(projections.find((projection) => projection.name === name)!.eventTypes[0]!)! + 1 }) }),
    ]);
  });
});
