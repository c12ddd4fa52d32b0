// The one command handler every route uses: load the aggregate (infra's loadAggregate), `decide`, append with the
// expected revision, and retry a bounded number of times when another writer got there first.
import { outcomeOf, type Command, type Decider, type DomainEvent } from '@app/domain/shared/decider';
import { Conflict } from '@app/domain/shared/errors';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore, NewEvent } from '@app/infra/event-store/event-store';
import { WrongExpectedVersion } from '@app/infra/event-store/errors';
import { loadAggregate, loadAggregates, plainPayloads, type LoadedAggregate, type PayloadCodec, type StreamStateCache } from '@app/infra/event-store/load-aggregate';
import { formatPosition, type Position } from '@app/infra/event-store/position';
import { uuidFrom, uuidv7 } from '@app/infra/ids/uuid';
import type { Clock } from '../clock';
import { mapBounded } from './bounded-map';

/** Who asked and why: recorded in every event's metadata (docs/architecture.md "Streams and events"). */
export interface CommandEnvelope {
  commandId: string;
  correlationId: string;
  causationId: string;
  /**
   * Set when the client sent an Idempotency-Key: event ids are then derived from it, the stream and the command, so a
   * retry's events are the ones its dead attempt may have appended, and two commands of one request on one stream (a
   * sign-up's registration, then its retry's sign-in) do not share ids.
   */
  idempotencyKey?: string;
}

export interface HandledCommand<State, R = never> {
  state: State;
  events: DomainEvent[];
  nextRevision: bigint | undefined;
  /** Position of the last appended event; undefined when the decision recorded nothing. */
  position: Position | undefined;
  /** The decider's expected refusal, for the caller to answer with (recorded nowhere). */
  refusal?: R;
}

export interface CommandHandlerOptions {
  eventStore: EventStore;
  bus: Bus;
  /** How every event the handler writes or reads is stored (default: as it is). */
  payloads?: PayloadCodec;
  /** Attempts in all when appends clash (default 5). */
  maxAttempts?: number;
  /** Deciders whose streams are loaded incrementally, each with its cache (load-aggregate.ts: StreamStateCache). */
  stateCaches?: ReadonlyMap<object, StreamStateCache<unknown>>;
}

export type CommandHandler = <State, C extends Command, E extends DomainEvent, R = never>(
  decider: Decider<State, C, E, R>,
  streamId: string,
  command: C,
  envelope: CommandEnvelope,
) => Promise<HandledCommand<State, R>>;

/** The command handler bound to one caller (an HTTP request, a provider event, or the seed at start-up). */
export type RunCommand = <State, C extends Command, E extends DomainEvent, R = never>(
  decider: Decider<State, C, E, R>,
  streamId: string,
  command: C,
) => Promise<HandledCommand<State, R>>;

/** What a workflow needs of its caller: the bound command handler, and the clock its decisions are taken at. */
export interface CommandScope {
  run: RunCommand;
  /** The same handler under another envelope: commands an outside event causes (a payment's) carry its ids. */
  runAs: (envelope: CommandEnvelope) => RunCommand;
  clock: Clock;
}

export const CONFLICT_MESSAGE = 'The data was changed by someone else at the same time. Please try again.';

export function createCommandHandler({ eventStore, bus, payloads = plainPayloads, maxAttempts = 5, stateCaches }: CommandHandlerOptions): CommandHandler {
  return async (decider, streamId, command, envelope) => {
    for (let attempt = 1; ; attempt++) {
      // The map holds each decider's own cache, so the cache's states are this decider's.
      const cache = stateCaches?.get(decider) as StreamStateCache<never> | undefined;
      const { state, revision } = await loadAggregate(eventStore, streamId, decider, payloads, cache);
      const { events, refusal } = outcomeOf(decider.decide(command, state));
      if (events.length === 0) return { state, events, nextRevision: revision, position: undefined, refusal };
      try {
        const result = await eventStore.append(streamId, await toNewEvents(payloads, events, streamId, command, envelope), {
          expectedRevision: revision ?? 'no_stream',
        });
        bus.publish('events.appended', formatPosition(result.position));
        return { state: events.reduce(decider.evolve, state), events, nextRevision: result.nextRevision, position: result.position, refusal };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        if (attempt >= maxAttempts) throw new Conflict(CONFLICT_MESSAGE);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  };
}

/** One command of a batch, on its own stream. */
export interface StreamCommand<C extends Command> {
  streamId: string;
  command: C;
}

/**
 * The command handler for many streams of one decider at once (a scoring chunk's ideas): every stream read in one go,
 * each command decided on its stream's state, and every decision's events appended together with each stream's
 * expected revision (`appendToStreams`, all or nothing on Postgres), then one wake-up: a batch costs a read and an
 * append instead of both per stream. On a clash the batch's commands go one by one through the command handler,
 * which reloads each stream and decides again, so a concurrent change is never overwritten. Results in command order.
 * Streams the caller has just read to prepare its commands (a scoring chunk reads its ideas to score them) may be
 * handed over in `loaded`, folded by the decider's `evolve` as the handler would fold them: they are decided on as
 * they were then and not read again, and a change since then clashes on their revision like any other.
 */
export type BatchCommandHandler = <State, C extends Command, E extends DomainEvent, R = never>(
  decider: Decider<State, C, E, R>,
  commands: readonly StreamCommand<C>[],
  envelope: CommandEnvelope,
  loaded?: ReadonlyMap<string, StreamRead<State>>,
) => Promise<HandledCommand<State, R>[]>;

/** A stream's state as read, and the revision it was read at (undefined: no stream). */
export type StreamRead<State> = Pick<LoadedAggregate<State>, 'state' | 'revision'>;

/** Commands of a clashed batch handled at once, one by one. */
const FALLBACK_PARALLEL = 8;

export function createBatchCommandHandler(options: CommandHandlerOptions): BatchCommandHandler {
  const { eventStore, bus, payloads = plainPayloads } = options;
  const oneByOne = createCommandHandler(options);
  return async (decider, commands, envelope, known = new Map()) => {
    if (new Set(commands.map(({ streamId }) => streamId)).size !== commands.length) throw new RangeError('a batch names a stream twice');
    const unread = commands.map(({ streamId }) => streamId).filter((streamId) => !known.has(streamId));
    const read = unread.length === 0 ? new Map<string, StreamRead<never>>() : await loadAggregates(eventStore, unread, decider, payloads);
    const decided = commands.map(({ streamId, command }) => {
      const { state, revision } = known.get(streamId) ?? read.get(streamId)!;
      return { streamId, command, state, revision, ...outcomeOf(decider.decide(command, state)) };
    });
    const writing = decided.filter(({ events }) => events.length > 0);
    let appended;
    try {
      appended = writing.length === 0 ? [] : await eventStore.appendToStreams(
        await Promise.all(writing.map(async ({ streamId, command, events, revision }) => ({
          stream: streamId,
          events: await toNewEvents(payloads, events, streamId, command, envelope),
          expectedRevision: revision ?? 'no_stream',
        }))),
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      return await mapBounded(commands, FALLBACK_PARALLEL, ({ streamId, command }) => oneByOne(decider, streamId, command, envelope));
    }
    const last = appended.at(-1);
    if (last) bus.publish('events.appended', formatPosition(last.position));
    const results = new Map(writing.map(({ streamId }, index) => [streamId, appended[index]!]));
    return decided.map(({ streamId, state, events, revision, refusal }) => {
      const result = results.get(streamId);
      return result
        ? { state: events.reduce(decider.evolve, state), events, nextRevision: result.nextRevision, position: result.position, refusal }
        : { state, events, nextRevision: revision, position: undefined, refusal };
    });
  };
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
    id: envelope.idempotencyKey ? uuidFrom(envelope.idempotencyKey, streamId, command.type, String(index)) : uuidv7(at.getTime()),
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
