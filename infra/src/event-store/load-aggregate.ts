// The one way to read an aggregate's current state: read its stream, upcast each event to the current shape, decode
// its payload, fold it with `evolve`. Every reader (the command handler, sign-in, the prompts, routes that check a
// rule before deciding) goes through here, so an event whose shape changed is never read two ways. Upcasters see the
// payload as stored (personal data still sealed), as the projections' do: the same input whether or not the reader
// opens personal data.
import type { DomainEvent } from '@app/domain/shared/decider';
import { upcast } from '@app/domain/shared/upcasters';
import { StreamNotFound } from './errors';
import type { EventStore, RecordedEvent } from './event-store';
import type { Position } from './position';

/**
 * Turns event payloads into their stored form and back: the command side seals personal data with it
 * (crypto-shredding, see infra/src/personal-data).
 */
export interface PayloadCodec {
  encode(data: unknown): Promise<unknown>;
  /** The payloads of a stream's events at once, in order: a workspace's events all carry sealed texts (one key read). */
  decodeAll(data: readonly unknown[]): Promise<unknown[]>;
}

/** Payloads stored as they are (readers that need no personal data leave it sealed). */
export const plainPayloads: PayloadCodec = { encode: (data) => Promise.resolve(data), decodeAll: (data) => Promise.resolve([...data]) };

/** What folding a stream needs: a decider does, and so does any initial state with its `evolve`. */
export interface Fold<State, E extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
}

export interface LoadedAggregate<State> {
  state: State;
  /** Revision of the stream's last event; undefined when the stream does not exist (append with `no_stream`). */
  revision: bigint | undefined;
  /** Global position of the stream's last event (what a reader waits for to see the state); undefined without one. */
  position: Position | undefined;
}

/**
 * The last state a fold reached per stream, so the next load reads only the events after it: a job's stream grows by
 * an event per item, and every item loads it twice. Only for folds whose `evolve` returns new states and never changes
 * one in place (the cached state is shared by the loads that start from it), and for streams that are never deleted.
 * Least recently used streams are forgotten past `maxStreams`.
 */
export interface StreamStateCache<State> {
  get(streamId: string): LoadedAggregate<State> | undefined;
  set(streamId: string, loaded: LoadedAggregate<State>): void;
}

export function streamStateCache<State>(maxStreams = 200): StreamStateCache<State> {
  const states = new Map<string, LoadedAggregate<State>>();
  return {
    get(streamId) {
      const loaded = states.get(streamId);
      if (loaded) {
        states.delete(streamId);
        states.set(streamId, loaded);
      }
      return loaded;
    },
    set(streamId, loaded) {
      const known = states.get(streamId);
      // Loads run side by side: one that read less must not replace one that read more.
      if (known?.revision !== undefined && (loaded.revision === undefined || loaded.revision <= known.revision)) return;
      states.delete(streamId);
      states.set(streamId, loaded);
      if (states.size > maxStreams) states.delete(states.keys().next().value!);
    },
  };
}

/** The aggregate's state and revision; a stream that does not exist (or is deleted) is the initial state. */
export async function loadAggregate<State, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  fold: Fold<State, E>,
  payloads: PayloadCodec = plainPayloads,
  cache?: StreamStateCache<State>,
): Promise<LoadedAggregate<State>> {
  const cached = cache?.get(streamId);
  let recorded: RecordedEvent[];
  try {
    recorded = await eventStore.readStream(streamId, cached?.revision === undefined ? undefined : { from: cached.revision + 1n });
  } catch (error) {
    if (error instanceof StreamNotFound) return { state: fold.initialState(), revision: undefined, position: undefined };
    throw error;
  }
  const loaded = await foldEvents(recorded, fold, payloads, cached);
  cache?.set(streamId, loaded);
  return loaded;
}

/** Several aggregates read at once (one read of the store), each as loadAggregate would load it, by stream id. */
export async function loadAggregates<State, E extends DomainEvent>(
  eventStore: EventStore,
  streamIds: readonly string[],
  fold: Fold<State, E>,
  payloads: PayloadCodec = plainPayloads,
): Promise<Map<string, LoadedAggregate<State>>> {
  const found = await eventStore.readStreams(streamIds);
  const loaded = await Promise.all(streamIds.map((streamId) => foldEvents(found.get(streamId) ?? [], fold, payloads)));
  return new Map(streamIds.map((streamId, index) => [streamId, loaded[index]!]));
}

/** Events upcast, their payloads decoded, and folded onto `from` (or the initial state). */
async function foldEvents<State, E extends DomainEvent>(
  recorded: readonly RecordedEvent[],
  fold: Fold<State, E>,
  payloads: PayloadCodec,
  from?: LoadedAggregate<State>,
): Promise<LoadedAggregate<State>> {
  let state = from?.state ?? fold.initialState();
  const events = recorded.map(upcast);
  const data = await payloads.decodeAll(events.map((event) => event.data));
  for (const [index, event] of events.entries()) state = fold.evolve(state, { ...event, data: data[index] } as unknown as E);
  const last = recorded.at(-1);
  return { state, revision: last?.revision ?? from?.revision, position: last?.position ?? from?.position };
}
