// The one command handler every route uses: load the stream, fold it with `evolve`, `decide`, append with the
// expected revision, and retry a bounded number of times when another writer got there first.
import type { Command, Decider, DomainEvent } from '@app/domain/shared/decider';
import { Conflict } from '@app/domain/shared/errors';
import { currentSchemaVersion, upcast } from '@app/domain/shared/upcasters';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore, NewEvent, RecordedEvent } from '@app/infra/event-store/event-store';
import { StreamNotFound, WrongExpectedVersion } from '@app/infra/event-store/errors';
import { formatPosition, type Position } from '@app/infra/event-store/position';
import { uuidFrom, uuidv7 } from '@app/infra/ids/uuid';

/** Who asked and why: recorded in every event's metadata (DESIGN.md "Streams and events"). */
export interface CommandEnvelope {
  commandId: string;
  correlationId: string;
  causationId: string;
  /** Set when the client sent an Idempotency-Key: event ids are then derived from it. */
  idempotencyKey?: string;
}

export interface HandledCommand<State> {
  state: State;
  events: DomainEvent[];
  nextRevision: bigint | undefined;
  /** Position of the last appended event; undefined when the decision recorded nothing. */
  position: Position | undefined;
}

/**
 * Turns event payloads into their stored form and back, for every event the handler writes or reads: the command
 * API seals personal data with it (crypto-shredding, see infra/src/personal-data).
 */
export interface PayloadCodec {
  encode(data: unknown): Promise<unknown>;
  decode(data: unknown): Promise<unknown>;
}

const plainPayloads: PayloadCodec = { encode: (data) => Promise.resolve(data), decode: (data) => Promise.resolve(data) };

export interface CommandHandlerOptions {
  eventStore: EventStore;
  bus: Bus;
  payloads?: PayloadCodec;
  /** Attempts in all when appends clash (default 5). */
  maxAttempts?: number;
}

export type CommandHandler = <State, C extends Command, E extends DomainEvent>(
  decider: Decider<State, C, E>,
  streamId: string,
  command: C,
  envelope: CommandEnvelope,
) => Promise<HandledCommand<State>>;

export const CONFLICT_MESSAGE = 'The data was changed by someone else at the same time. Please try again.';

export function createCommandHandler({ eventStore, bus, payloads = plainPayloads, maxAttempts = 5 }: CommandHandlerOptions): CommandHandler {
  return async (decider, streamId, command, envelope) => {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await load(eventStore, payloads, decider, streamId);
      const events = decider.decide(command, state);
      if (events.length === 0) return { state, events, nextRevision: revision, position: undefined };
      try {
        const result = await eventStore.append(streamId, await toNewEvents(payloads, events, streamId, command, envelope), {
          expectedRevision: revision ?? 'no_stream',
        });
        bus.publish('events.appended', formatPosition(result.position));
        return { state: events.reduce(decider.evolve, state), events, nextRevision: result.nextRevision, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        if (attempt >= maxAttempts) throw new Conflict(CONFLICT_MESSAGE);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  };
}

async function load<State, C extends Command, E extends DomainEvent>(
  eventStore: EventStore,
  payloads: PayloadCodec,
  decider: Decider<State, C, E>,
  streamId: string,
): Promise<{ state: State; revision: bigint | undefined }> {
  let recorded: RecordedEvent[];
  try {
    recorded = await eventStore.readStream(streamId);
  } catch (error) {
    if (error instanceof StreamNotFound) return { state: decider.initialState(), revision: undefined };
    throw error;
  }
  let state = decider.initialState();
  for (const event of recorded) {
    const decoded = { ...event, data: await payloads.decode(event.data) };
    state = decider.evolve(state, upcast(decoded) as unknown as E);
  }
  return { state, revision: recorded.at(-1)?.revision };
}

async function toNewEvents(
  payloads: PayloadCodec,
  events: DomainEvent[],
  streamId: string,
  command: Command,
  envelope: CommandEnvelope,
): Promise<NewEvent[]> {
  const at = command.metadata.now;
  const data = await Promise.all(events.map((event) => payloads.encode(event.data)));
  return events.map((event, index) => ({
    id: envelope.idempotencyKey ? uuidFrom(envelope.idempotencyKey, streamId, String(index)) : uuidv7(at.getTime()),
    type: event.type,
    data: data[index],
    metadata: {
      userId: command.metadata.actor?.userId ?? null,
      commandId: envelope.commandId,
      correlationId: envelope.correlationId,
      causationId: envelope.causationId,
      at: at.toISOString(),
      schemaVersion: currentSchemaVersion(event.type),
    },
  }));
}
