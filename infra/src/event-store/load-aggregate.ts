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
  decode(data: unknown): Promise<unknown>;
}

/** Payloads stored as they are (readers that need no personal data leave it sealed). */
export const plainPayloads: PayloadCodec = { encode: (data) => Promise.resolve(data), decode: (data) => Promise.resolve(data) };

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

/** The aggregate's state and revision; a stream that does not exist (or is deleted) is the initial state. */
export async function loadAggregate<State, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  fold: Fold<State, E>,
  payloads: PayloadCodec = plainPayloads,
): Promise<LoadedAggregate<State>> {
  let recorded: RecordedEvent[];
  try {
    recorded = await eventStore.readStream(streamId);
  } catch (error) {
    if (error instanceof StreamNotFound) return { state: fold.initialState(), revision: undefined, position: undefined };
    throw error;
  }
  let state = fold.initialState();
  for (const stored of recorded) {
    const event = upcast(stored);
    state = fold.evolve(state, { ...event, data: await payloads.decode(event.data) } as unknown as E);
  }
  return { state, revision: recorded.at(-1)?.revision, position: recorded.at(-1)?.position };
}
