// The KurrentDB / EventStoreDB adapter of the event-store port: a thin layer over the official client, with every
// translation in mapping.ts. KurrentDB writes its log in order, so its positions never commit out of order.
import { BACKWARDS, END, FORWARDS, KurrentDBClient, START, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, ReadAllOptions, ReadStreamOptions, RecordedEvent } from '../event-store';
import { catchUpSubscription, type WakeUpSource } from '../catch-up-subscription';
import { StreamNotFound, WrongExpectedVersion } from '../errors';
import { assertAppendable } from '../new-events';
import { comparePositions, type Position } from '../position';
import { DEFAULT_PAGE_SIZE, toReadAllPage } from '../read-all-page';
import {
  toAppendStreamState,
  toDeleteStreamState,
  toEventData,
  toFilter,
  toReadPosition,
  toRecordedEvent,
  toStoreError,
} from './mapping';

export function createKurrentDbEventStore({ connectionString }: { connectionString: string }): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);

  async function collect(
    stream: AsyncIterable<Parameters<typeof toRecordedEvent>[0]>,
    keep: (event: RecordedEvent) => boolean = () => true,
    limit = Number.POSITIVE_INFINITY,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const resolved of stream) {
      const event = toRecordedEvent(resolved);
      if (event && keep(event)) events.push(event);
      if (events.length >= limit) break;
    }
    return events;
  }

  async function headPosition(): Promise<Position | undefined> {
    const [last] = await collect(
      client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() }),
    );
    return last?.position;
  }

  async function readAll({ after, eventTypes, limit = DEFAULT_PAGE_SIZE }: ReadAllOptions = {}) {
    // The head is read first: anything appended after it is either in the page or left for the next one.
    const head = await headPosition();
    const events = await collect(
      client.readAll({ fromPosition: toReadPosition(after), maxCount: limit + 1, filter: toFilter(eventTypes) }),
      (event) => !after || comparePositions(event.position, after) > 0,
      limit,
    );
    return toReadAllPage(events, limit, after, head);
  }

  // Older servers answer an idempotent repeat without a position; the event itself still has it.
  async function positionOfRevision(stream: string, revision: bigint): Promise<Position> {
    const [event] = await collect(client.readStream(stream, { fromRevision: revision, maxCount: 1 }));
    if (!event) throw new Error(`stream ${stream} has no revision ${revision} right after appending it`);
    return event.position;
  }

  async function lastRevision(stream: string): Promise<bigint | 'no_stream'> {
    try {
      const [last] = await collect(client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }));
      return last?.revision ?? 'no_stream';
    } catch (error) {
      const mapped = toStoreError(error, stream, 'stream_exists');
      if (mapped instanceof StreamNotFound) return 'no_stream';
      throw mapped;
    }
  }

  async function remove(stream: string, expected: ExpectedRevision, mode: 'soft' | 'tombstone'): Promise<void> {
    let state: Exclude<ExpectedRevision, 'stream_exists'>;
    if (expected === 'stream_exists') {
      state = await lastRevision(stream);
      if (state === 'no_stream') throw new WrongExpectedVersion(stream, expected, 'no_stream');
    } else {
      state = expected;
    }
    const options = { expectedRevision: toDeleteStreamState(state) };
    try {
      if (mode === 'soft') await client.deleteStream(stream, options);
      else await client.tombstoneStream(stream, options);
    } catch (error) {
      throw toStoreError(error, stream, expected);
    }
  }

  // A live server subscription used only to wake the catch-up loop; the loop itself reads by position.
  const liveWakeUps: WakeUpSource = {
    subscribe(onWake) {
      const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      subscription.on('data', onWake);
      // A broken live subscription only costs latency: the loop polls anyway.
      subscription.on('error', () => undefined);
      return () => void subscription.unsubscribe().catch(() => undefined);
    },
  };

  async function append(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events);
    try {
      const result = await client.appendToStream(stream, events.map(toEventData), {
        streamState: toAppendStreamState(expected),
      });
      const position = result.position ?? (await positionOfRevision(stream, result.nextExpectedRevision));
      return { nextRevision: result.nextExpectedRevision, position };
    } catch (error) {
      throw toStoreError(error, stream, expected);
    }
  }

  async function readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    try {
      return await collect(
        client.readStream(stream, {
          direction: backwards ? BACKWARDS : FORWARDS,
          fromRevision: options.from ?? (backwards ? END : START),
          ...(options.limit === undefined ? {} : { maxCount: options.limit }),
        }),
      );
    } catch (error) {
      throw toStoreError(error, stream, 'any');
    }
  }

  return {
    kind: 'kurrentdb',
    append: (stream, events, options) => append(stream, events, options?.expectedRevision ?? 'any'),
    // Not atomic here: the client (1.x) has no transaction across streams, so each stream is appended on its own and
    // a clash stops the rest but keeps those before it (the port says so; the contract's atomicity test is Postgres's).
    async appendToStreams(appends) {
      assertAppendable(appends.flatMap((each) => each.events));
      const results: AppendResult[] = [];
      for (const each of appends) results.push(await append(each.stream, each.events, each.expectedRevision ?? 'any'));
      return results;
    },
    readStream,
    async readStreams(streams) {
      const found = new Map<string, RecordedEvent[]>();
      for (const stream of new Set(streams)) {
        try {
          found.set(stream, await readStream(stream));
        } catch (error) {
          if (!(error instanceof StreamNotFound)) throw error;
        }
      }
      return found;
    },
    readAll,
    subscribeToAll: (options) => catchUpSubscription({ readAll, wakeUps: liveWakeUps }, options),
    headPosition,
    deleteStream: (stream, options) => remove(stream, options?.expectedRevision ?? 'any', 'soft'),
    tombstoneStream: (stream, options) => remove(stream, options?.expectedRevision ?? 'any', 'tombstone'),
    close: () => client.dispose(),
  };
}
