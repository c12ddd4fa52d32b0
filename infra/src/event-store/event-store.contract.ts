// The one behaviour every event-store adapter must show (docs/architecture.md "Event store"). Each adapter's
// integration test runs it against a real server, so the Postgres and KurrentDB stores stay interchangeable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids/uuid';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  SubscriptionItem,
} from './event-store';
import { StreamNotFound, StreamTombstoned, WrongExpectedVersion } from './errors';
import { comparePositions, type Position } from './position';

export interface HeldAppend {
  /** The position the held append was given, before it commits. */
  position: Position;
  commit: () => Promise<void>;
}

export interface EventStoreContractAdapter {
  /** A store for this suite (called once); other suites may share its server but not its streams. */
  setup(): Promise<{ store: EventStore; teardown: () => Promise<void> }>;
  /**
   * Starts an append and keeps its transaction open until `commit`. Only stores that hand out positions before
   * commit have this; on the others a late commit cannot happen.
   */
  holdOpenAppend?(stream: string, events: readonly NewEvent[]): Promise<HeldAppend>;
  /** True when appendToStreams is all or nothing (Postgres); KurrentDB appends stream after stream. */
  atomicAppendToStreams?: boolean;
}

export function describeEventStoreContract(name: string, adapter: EventStoreContractAdapter): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let teardown: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ store, teardown } = await adapter.setup());
    });

    afterAll(async () => {
      await teardown?.();
    });

    describe('expected revisions', () => {
      it('no_stream creates a stream and clashes once it exists', async () => {
        const stream = streamName('no-stream');
        const created = await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
        expect(created.nextRevision).toBe(1n);
        await expectClash(store.append(stream, newEvents(1), { expectedRevision: 'no_stream' }), {
          stream,
          expected: 'no_stream',
          actual: 1n,
        });
      });

      it('a revision appends when it is the current one and clashes otherwise', async () => {
        const stream = streamName('revision');
        await expectClash(store.append(stream, newEvents(1), { expectedRevision: 0n }), {
          stream,
          expected: 0n,
          actual: 'no_stream',
        });
        await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
        const second = await store.append(stream, newEvents(2), { expectedRevision: 0n });
        expect(second.nextRevision).toBe(2n);
        await expectClash(store.append(stream, newEvents(1), { expectedRevision: 0n }), {
          stream,
          expected: 0n,
          actual: 2n,
        });
      });

      it('stream_exists appends to an existing stream and clashes on a missing one', async () => {
        const stream = streamName('exists');
        await expectClash(store.append(stream, newEvents(1), { expectedRevision: 'stream_exists' }), {
          stream,
          expected: 'stream_exists',
          actual: 'no_stream',
        });
        await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
        const appended = await store.append(stream, newEvents(1), { expectedRevision: 'stream_exists' });
        expect(appended.nextRevision).toBe(1n);
      });

      it('any appends whether or not the stream exists, at ever later positions', async () => {
        const stream = streamName('any');
        const first = await store.append(stream, newEvents(1), { expectedRevision: 'any' });
        const second = await store.append(stream, newEvents(3));
        expect([first.nextRevision, second.nextRevision]).toEqual([0n, 3n]);
        expect(comparePositions(second.position, first.position)).toBeGreaterThan(0);
      });

      it('16 writers expecting the same revision: exactly one wins each round', async () => {
        const stream = streamName('contended');
        let expected: ExpectedRevision = 'no_stream';
        for (let round = 0; round < 5; round += 1) {
          const outcomes = await Promise.allSettled(
            Array.from({ length: 16 }, () => store.append(stream, newEvents(1), { expectedRevision: expected })),
          );
          const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
          const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
          expect(winners).toHaveLength(1);
          const winner = (winners[0] as PromiseFulfilledResult<AppendResult>).value;
          expect(winner.nextRevision).toBe(BigInt(round));
          for (const loser of losers) {
            expect(loser.reason).toBeInstanceOf(WrongExpectedVersion);
            expect(loser.reason).toMatchObject({ stream, expected, actual: winner.nextRevision });
          }
          expected = winner.nextRevision;
        }
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      });

      it('rejects an append without events', async () => {
        await expect(store.append(streamName('empty'), [])).rejects.toThrow(RangeError);
      });
    });

    describe('idempotent appends', () => {
      it('appending the same event ids again stores one copy and returns the first result', async () => {
        const stream = streamName('repeat');
        const expectations: ExpectedRevision[] = ['no_stream', 1n, 'any', 'stream_exists'];
        for (const expectedRevision of expectations) {
          const events = newEvents(2);
          const first = await store.append(stream, events, { expectedRevision });
          expect(await store.append(stream, events, { expectedRevision })).toEqual(first);
        }
        expect(await store.readStream(stream)).toHaveLength(2 * expectations.length);
      });

      it('two identical appends racing store one copy and both get the first result', async () => {
        const stream = streamName('racing-repeat');
        const expectations: ExpectedRevision[] = ['no_stream', 2n, 'any'];
        for (const expectedRevision of expectations) {
          const events = newEvents(3);
          const [a, b] = await Promise.all([
            store.append(stream, events, { expectedRevision }),
            store.append(stream, events, { expectedRevision }),
          ]);
          expect(a).toEqual(b);
        }
        const revisions = (await store.readStream(stream)).map((event) => event.revision);
        expect(revisions).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]);
      });
    });

    describe('reading a stream', () => {
      it('returns what was appended, with its position and payload schema version', async () => {
        const stream = streamName('read-back');
        const plain = newEvent('ThingHappened', { n: 1, nested: { list: ['a', 'b'] } });
        const versioned = newEvent('ThingHappened', { n: 2 }, { schemaVersion: 3 });
        const result = await store.append(stream, [plain, versioned]);
        const [first, second] = await store.readStream(stream);
        expect(first).toMatchObject({
          id: plain.id,
          type: 'ThingHappened',
          data: plain.data,
          metadata: { ...plain.metadata, schemaVersion: 1 },
          streamId: stream,
          revision: 0n,
        });
        expect(first?.createdAt).toBeInstanceOf(Date);
        // The store's clock, read back to the millisecond: within a minute of this machine's.
        expect(Math.abs(first!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
        expect(second).toMatchObject({ id: versioned.id, revision: 1n, metadata: { schemaVersion: 3 } });
        expect(second?.position).toEqual(result.position);
        expect(comparePositions(first!.position, second!.position)).toBeLessThan(0);
      });

      it('reads forwards and backwards, from a revision, up to a limit', async () => {
        const stream = streamName('directions');
        await store.append(stream, newEvents(10));
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await store.readStream(stream, options)).map((event) => Number(event.revision));
        expect(await revisions({})).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(await revisions({ from: 3n, limit: 4 })).toEqual([3, 4, 5, 6]);
        expect(await revisions({ direction: 'backwards' })).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
        expect(await revisions({ direction: 'backwards', from: 5n, limit: 3 })).toEqual([5, 4, 3]);
        expect(await revisions({ direction: 'backwards', limit: 2 })).toEqual([9, 8]);
        expect(await revisions({ from: 10n })).toEqual([]);
      });

      it('says StreamNotFound for a stream that was never written', async () => {
        await expect(store.readStream(streamName('missing'))).rejects.toThrow(StreamNotFound);
      });
    });

    // $all only shows a Postgres transaction once every older one on the server has finished, and other test files
    // share the server: these tests start from a settled head and wait for their own appends to show.
    describe('several streams at once', () => {
      it('readStreams gives each existing stream its events with revisions; missing and deleted streams are absent', async () => {
        const [one, two, missing, deleted] = ['one', 'two', 'missing', 'deleted'].map((kind) => streamName(`many-${kind}`)) as [string, string, string, string];
        const first = await store.append(one, newEvents(2));
        await store.append(two, newEvents(1));
        await store.append(deleted, newEvents(1));
        await store.deleteStream(deleted);
        const found = await store.readStreams([two, missing, one, deleted]);
        expect([...found.keys()].sort()).toEqual([one, two].sort());
        expect(found.get(one)!.map((event) => event.revision)).toEqual([0n, 1n]);
        expect(found.get(one)!.at(-1)!.position).toEqual(first.position);
        expect(found.get(one)).toEqual(await store.readStream(one));
        expect(found.get(two)).toEqual(await store.readStream(two));
      });

      it('appendToStreams appends each stream at its expected revision, positions ascending in the given order', async () => {
        const [existing, fresh] = [streamName('many-existing'), streamName('many-fresh')];
        await store.append(existing, newEvents(2));
        const results = await store.appendToStreams([
          { stream: fresh, events: newEvents(2), expectedRevision: 'no_stream' },
          { stream: existing, events: newEvents(1), expectedRevision: 1n },
        ]);
        expect(results.map((result) => result.nextRevision)).toEqual([1n, 2n]);
        expect(comparePositions(results[1]!.position, results[0]!.position)).toBeGreaterThan(0);
        const found = await store.readStreams([fresh, existing]);
        expect(found.get(fresh)!.map((event) => event.revision)).toEqual([0n, 1n]);
        expect(found.get(fresh)!.at(-1)!.position).toEqual(results[0]!.position);
        expect(found.get(existing)!.at(-1)).toMatchObject({ revision: 2n, position: results[1]!.position });
      });

      it('appendToStreams honours every kind of expectation, and a soft-deleted stream continues its numbering', async () => {
        const [anyNew, anyOld, exists, deleted] = ['any-new', 'any-old', 'exists', 'deleted'].map((kind) => streamName(`many-${kind}`)) as [string, string, string, string];
        await store.append(anyOld, newEvents(1));
        await store.append(exists, newEvents(2));
        await store.append(deleted, newEvents(3));
        await store.deleteStream(deleted);
        const results = await store.appendToStreams([
          { stream: anyNew, events: newEvents(1) },
          { stream: anyOld, events: newEvents(1), expectedRevision: 'any' },
          { stream: exists, events: newEvents(1), expectedRevision: 'stream_exists' },
          { stream: deleted, events: newEvents(1), expectedRevision: 'no_stream' },
        ]);
        expect(results.map((result) => result.nextRevision)).toEqual([0n, 1n, 2n, 3n]);
        expect((await store.readStreams([deleted])).get(deleted)!.map((event) => event.revision)).toEqual([3n]);
        const missing = streamName('many-missing');
        await expectClash(store.appendToStreams([{ stream: missing, events: newEvents(1), expectedRevision: 'stream_exists' }]), {
          stream: missing,
          expected: 'stream_exists',
          actual: 'no_stream',
        });
      });

      it.skipIf(!adapter.atomicAppendToStreams)('appendToStreams is all or nothing: a wrong expected revision on one stream appends on none', async () => {
        const [fresh, existing, stale] = [streamName('atomic-fresh'), streamName('atomic-existing'), streamName('atomic-stale')];
        await store.append(existing, newEvents(1));
        await store.append(stale, newEvents(2));
        await expectClash(
          store.appendToStreams([
            { stream: fresh, events: newEvents(1), expectedRevision: 'no_stream' },
            { stream: existing, events: newEvents(1), expectedRevision: 0n },
            { stream: stale, events: newEvents(1), expectedRevision: 0n },
          ]),
          { stream: stale, expected: 0n, actual: 1n },
        );
        const found = await store.readStreams([fresh, existing, stale]);
        expect(found.has(fresh)).toBe(false);
        expect(found.get(existing)).toHaveLength(1);
        expect(found.get(stale)).toHaveLength(2);
      });

      it('appendToStreams repeated with the same event ids stores one copy and returns the first results', async () => {
        const appends = [streamName('many-repeat-a'), streamName('many-repeat-b')].map((stream) => ({
          stream,
          events: newEvents(2),
          expectedRevision: 'no_stream' as const,
        }));
        const first = await store.appendToStreams(appends);
        expect(await store.appendToStreams(appends)).toEqual(first);
        const found = await store.readStreams(appends.map((append) => append.stream));
        expect([...found.values()].map((events) => events.length)).toEqual([2, 2]);
      });
    });

    describe('reading $all', () => {
      it('pages through events in global order until the end', async () => {
        const after = await settledHead(store);
        const appended = newEvents(5);
        let last: AppendResult | undefined;
        for (const [index, event] of appended.entries()) {
          last = await store.append(streamName(index < 3 ? 'all-a' : 'all-b'), [event]);
        }
        await waitUntilVisible(store, last!.position);
        const pages = [];
        let next: Position | undefined = after;
        for (;;) {
          const page = await store.readAll({ after: next, limit: 2 });
          pages.push(page.events.map((event) => event.id));
          next = page.next;
          if (page.atEnd) break;
        }
        expect(pages.flat()).toEqual(appended.map((event) => event.id));
        expect(pages.slice(0, 2).map((page) => page.length)).toEqual([2, 2]);
        expect(next).toEqual(last!.position);
      });

      it('gives each event as its stream does: payload, metadata, revision, position and time', async () => {
        const stream = streamName('all-as-stream');
        const after = await settledHead(store);
        const data = { text: 'Café "quoted" \\ 🚀\n', big: 2 ** 52, list: [1.5, null, true], nested: { empty: {} } };
        const result = await store.append(stream, [newEvent('ThingHappened', data, { schemaVersion: 2 }), newEvent()]);
        await waitUntilVisible(store, result.position);
        const page = await store.readAll({ after, limit: 10 });
        const fromStream = await store.readStream(stream);
        expect(page.events.filter((event) => event.streamId === stream)).toEqual(fromStream);
        expect(fromStream[0]).toMatchObject({ data, metadata: { schemaVersion: 2 } });
      });

      it('filters by event type, and a short page moves the reader up to the head', async () => {
        const wanted = `Wanted${uuidv7().slice(-12)}`;
        const stream = streamName('filtered');
        const after = await settledHead(store);
        const events = [
          newEvent(wanted),
          newEvent('Unwanted'),
          newEvent(wanted),
          newEvent('Unwanted'),
          newEvent('Unwanted'),
        ];
        const last = await store.append(stream, events);
        await waitUntilVisible(store, last.position);
        const page = await store.readAll({ after, eventTypes: [wanted], limit: 10 });
        expect(page.events.map((event) => event.id)).toEqual([events[0]!.id, events[2]!.id]);
        expect(page.atEnd).toBe(true);
        expect(page.next).toEqual(last.position);
        const again = await store.readAll({ after: page.next, eventTypes: [wanted] });
        expect(again).toEqual({ events: [], next: last.position, atEnd: true });
      });

      it('several event types come in global order, page after page, each event once', async () => {
        const [first, second, third] = ['First', 'Second', 'Third'].map((type) => `${type}${uuidv7().slice(-12)}`) as [string, string, string];
        const after = await settledHead(store);
        // Three appends (three transactions) interleaving the types, with events of no wanted type between them.
        const appended = [
          [newEvent(first), newEvent('Unwanted'), newEvent(second), newEvent(first)],
          [newEvent(third), newEvent(second), newEvent('Unwanted')],
          [newEvent(first), newEvent(third), newEvent(third), newEvent(second)],
        ];
        let last: Position | undefined;
        for (const [index, events] of appended.entries()) last = (await store.append(streamName(`types-${index}`), events)).position;
        await waitUntilVisible(store, last!);
        const wanted = appended.flat().filter((event) => event.type !== 'Unwanted').map((event) => event.id);
        const read: string[] = [];
        let from: Position | undefined = after;
        for (let pages = 0; pages < 10; pages += 1) {
          // A type named twice is still read once.
          const page = await store.readAll({ after: from, eventTypes: [third, first, second, first], limit: 3 });
          read.push(...page.events.map((event) => event.id));
          from = page.next;
          if (page.atEnd) break;
        }
        expect(read).toEqual(wanted);
        expect(from).toEqual(last);
      });

      it('headPosition is the position of the last event appended', async () => {
        const result = await store.append(streamName('head'), newEvents(2));
        await waitUntilVisible(store, result.position);
        expect(await store.headPosition()).toEqual(result.position);
      });
    });

    describe('deleting streams', () => {
      it('soft delete: reads say not found; appending again continues after the last revision', async () => {
        const stream = streamName('soft-deleted');
        await store.append(stream, newEvents(3));
        await store.deleteStream(stream);
        await expect(store.readStream(stream)).rejects.toThrow(StreamNotFound);
        const again = newEvents(1);
        expect((await store.append(stream, again)).nextRevision).toBe(3n);
        const events = await store.readStream(stream);
        expect(events.map((event) => [event.id, event.revision])).toEqual([[again[0]!.id, 3n]]);
      });

      it('soft delete honours the expected revision', async () => {
        const stream = streamName('soft-delete-expected');
        await store.append(stream, newEvents(2));
        await expectClash(store.deleteStream(stream, { expectedRevision: 0n }), {
          stream,
          expected: 0n,
          actual: 1n,
        });
        await expect(store.readStream(stream)).resolves.toHaveLength(2);
        await store.deleteStream(stream, { expectedRevision: 1n });
        await expect(store.readStream(stream)).rejects.toThrow(StreamNotFound);
      });

      it('tombstone: honours the expected revision, then reads and appends say StreamTombstoned', async () => {
        const stream = streamName('tombstoned');
        await store.append(stream, newEvents(2));
        await expectClash(store.tombstoneStream(stream, { expectedRevision: 5n }), {
          stream,
          expected: 5n,
          actual: 1n,
        });
        await store.tombstoneStream(stream, { expectedRevision: 1n });
        await expect(store.readStream(stream)).rejects.toThrow(StreamTombstoned);
        await expect(store.append(stream, newEvents(1))).rejects.toThrow(StreamTombstoned);
        await expect(store.append(stream, newEvents(1), { expectedRevision: 'no_stream' })).rejects.toThrow(
          StreamTombstoned,
        );
      });
    });

    describe('subscribeToAll', () => {
      it('catches up in pages, says when it is caught up, then delivers what is appended later', async () => {
        const stream = streamName('live');
        const after = await settledHead(store);
        const existing = await store.append(stream, newEvents(5));
        await waitUntilVisible(store, existing.position);
        const subscription = subscribe(store, { after, batchSize: 2 });
        try {
          const catchUp = [await subscription.next(), await subscription.next(), await subscription.next()];
          expect(catchUp.map(describeItem)).toEqual(['events:2', 'events:2', 'events:1']);
          expect(await subscription.next()).toEqual({ kind: 'caught-up', position: existing.position });

          const live = newEvents(2);
          const appended = await store.append(stream, live);
          const delivered = await subscription.next();
          expect(delivered.kind === 'events' && delivered.events.map((event) => event.id)).toEqual(
            live.map((event) => event.id),
          );
          expect(delivered).toMatchObject({ next: appended.position });
          expect(await subscription.next()).toEqual({ kind: 'caught-up', position: appended.position });
        } finally {
          subscription.stop();
        }
      });

      it('ends the iteration when the signal aborts, also while waiting for new events', async () => {
        const aborted = new AbortController();
        aborted.abort();
        const none = store.subscribeToAll({ signal: aborted.signal })[Symbol.asyncIterator]();
        expect(await none.next()).toEqual({ done: true, value: undefined });

        const controller = new AbortController();
        const iterator = store.subscribeToAll({ after: await settledHead(store), signal: controller.signal });
        const items = iterator[Symbol.asyncIterator]();
        expect((await items.next()).value).toMatchObject({ kind: 'caught-up' });
        const waiting = items.next();
        const abortedAt = Date.now();
        controller.abort();
        expect(await waiting).toEqual({ done: true, value: undefined });
        // Well under the slow poll: the abort itself ended the wait.
        expect(Date.now() - abortedAt).toBeLessThan(500);
      });

      it('20 writers on different streams: a subscriber from the start sees every event once, in stream order', async () => {
        const streams = Array.from({ length: 20 }, (_, index) => streamName(`writer-${index}`));
        const batchSizes = Array.from({ length: 25 }, (_, index) => 1 + (index % 3));
        const total = streams.length * batchSizes.reduce((sum, size) => sum + size, 0);
        const ours = new Set(streams);
        const seen: RecordedEvent[] = [];

        const reading = (async () => {
          const subscription = subscribe(store, { batchSize: 100 });
          try {
            for (;;) {
              const item = await subscription.next(60_000);
              if (item.kind === 'events') seen.push(...item.events.filter((event) => ours.has(event.streamId)));
              else if (seen.length >= total) return;
            }
          } finally {
            subscription.stop();
          }
        })();
        await Promise.all(
          streams.map(async (stream) => {
            let expectedRevision: ExpectedRevision = 'no_stream';
            for (const size of batchSizes) {
              expectedRevision = (await store.append(stream, newEvents(size), { expectedRevision })).nextRevision;
            }
          }),
        );
        await reading;

        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((event) => event.id)).size).toBe(total);
        for (const stream of streams) {
          const revisions = seen.filter((event) => event.streamId === stream).map((event) => Number(event.revision));
          expect(revisions).toEqual(revisions.map((_, index) => index));
        }
      });

      const lateCommit = 'delivers an append that commits after later positions were written';
      it.skipIf(!adapter.holdOpenAppend)(
        adapter.holdOpenAppend
          ? lateCommit
          : `${lateCommit} (does not apply: this store cannot hold an append open, and its log is written in commit order)`,
        async () => {
          const after = await settledHead(store);
          const held = newEvents(2);
          const others = newEvents(4);
          const subscription = subscribe(store, { after });
          try {
            expect(await subscription.next()).toEqual({ kind: 'caught-up', position: after });
            const hold = await adapter.holdOpenAppend!(streamName('held'), held);
            const committed = [];
            for (const event of others) committed.push(await store.append(streamName('not-held'), [event]));
            // The scenario under test: the held append has the earliest position but is not committed yet.
            expect(comparePositions(hold.position, committed[0]!.position)).toBeLessThan(0);

            const whileHeld = await store.readAll({ after });
            expect(whileHeld.events).toEqual([]);
            await hold.commit();
            await waitUntilVisible(store, committed.at(-1)!.position);
            const afterCommit = await store.readAll({ after: whileHeld.next });
            const inOrder = [...held, ...others].map((event) => event.id);
            expect(afterCommit.events.map((event) => event.id)).toEqual(inOrder);

            const delivered: string[] = [];
            while (delivered.length < inOrder.length) {
              const item = await subscription.next();
              if (item.kind === 'events') delivered.push(...item.events.map((event) => event.id));
            }
            expect(delivered).toEqual(inOrder);
          } finally {
            subscription.stop();
          }
        },
      );
    });
  });
}

function streamName(kind: string): string {
  return `contract_${kind}-${uuidv7()}`;
}

function newEvent(type = 'TestEventHappened', data: unknown = { value: uuidv7() }, extra = {}): NewEvent {
  return {
    id: uuidv7(),
    type,
    data,
    metadata: {
      userId: null,
      commandId: uuidv7(),
      correlationId: uuidv7(),
      causationId: uuidv7(),
      at: new Date().toISOString(),
      ...extra,
    },
  };
}

function newEvents(count: number): NewEvent[] {
  return Array.from({ length: count }, () => newEvent());
}

/** Waits until $all shows `position`. */
async function waitUntilVisible(store: EventStore, position: Position, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline) throw new Error(`position ${String(position.commit)}/${String(position.prepare)} never became visible`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A head with nothing older still to appear: it appends a marker and waits until $all shows it. */
async function settledHead(store: EventStore): Promise<Position> {
  const { position } = await store.append(streamName('marker'), newEvents(1));
  await waitUntilVisible(store, position);
  return position;
}

async function expectClash(
  attempt: Promise<unknown>,
  expected: { stream: string; expected: ExpectedRevision; actual: bigint | 'no_stream' },
): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersion);
  expect(error).toMatchObject(expected);
}

function describeItem(item: SubscriptionItem): string {
  return item.kind === 'events' ? `events:${item.events.length}` : item.kind;
}

/** A subscription read one item at a time, each with a deadline, so a missing delivery fails instead of hanging. */
function subscribe(store: EventStore, options: SubscribeOptions) {
  const controller = new AbortController();
  const items = store.subscribeToAll({ ...options, signal: controller.signal })[Symbol.asyncIterator]();
  return {
    async next(timeoutMs = 10_000): Promise<SubscriptionItem> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no subscription item within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const result = await Promise.race([items.next(), deadline]);
        if (result.done) throw new Error('the subscription ended');
        return result.value;
      } finally {
        clearTimeout(timer);
      }
    },
    stop(): void {
      controller.abort();
    },
  };
}
