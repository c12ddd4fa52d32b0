// The event-store port. EventStoreDB semantics, so the Postgres and KurrentDB adapters are interchangeable
// and pass one contract suite (event-store.contract.ts).
import type { Position } from './position';

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Metadata every event carries (docs/architecture.md "Streams and events"). */
export interface EventMetadata {
  userId: string | null;
  commandId: string;
  correlationId: string;
  causationId: string;
  at: string; // ISO-8601
  /** Version of the payload's shape, for upcasting on read (docs/architecture.md "Event store"); absent means 1. */
  schemaVersion?: number;
  [key: string]: unknown;
}

/** What a caller hands to append: the id is client-supplied (UUIDv7) and makes the append idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** What a read returns. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  revision: bigint;
  position: Position;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event written (or found, for an idempotent repeat). */
  nextRevision: bigint;
  /** Global position of the last event written. */
  position: Position;
}

/** One stream's part of an append to several streams. */
export interface StreamAppend {
  stream: string;
  events: readonly NewEvent[];
  expectedRevision?: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** Revision to start at (inclusive). Defaults to the start (forwards) or the end (backwards). */
  from?: bigint;
  direction?: 'forwards' | 'backwards';
  limit?: number;
}

export interface ReadAllOptions {
  /** Exclusive lower bound; omitted means from the very beginning. */
  after?: Position;
  limit?: number;
  eventTypes?: readonly string[];
}

export interface ReadAllPage {
  events: RecordedEvent[];
  /**
   * Where the next page starts. When the page came back short, this is the head of the store at the time of the
   * read, so a filtered reader still advances past events it did not ask for.
   */
  next: Position | undefined;
  /** True when the reader is at the head of the store. */
  atEnd: boolean;
}

export interface SubscribeOptions {
  after?: Position;
  eventTypes?: readonly string[];
  /** Page size during catch-up. */
  batchSize?: number;
  signal?: AbortSignal;
  /**
   * Extra wake-up source (for example the NATS bus): the subscription calls `subscribe` once and re-reads
   * whenever the callback fires. Adapters also have their own wake-ups and a slow poll, so this only cuts latency.
   */
  wakeUps?: { subscribe(onWake: () => void): () => void };
}

/** Either a page of events, or a signal that the subscriber has caught up to `position` with nothing newer. */
export type SubscriptionItem =
  | { kind: 'events'; events: RecordedEvent[]; next: Position }
  | { kind: 'caught-up'; position: Position | undefined };

export interface StreamInfo {
  revision: bigint | undefined;
  softDeleted: boolean;
  tombstoned: boolean;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  append(stream: string, events: readonly NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Appends to several streams, each with its own expectation, in the given order (positions ascend in it). Postgres:
   * all or nothing, in one transaction. KurrentDB: stream after stream, each on its own (the client has no
   * multi-stream transaction), so a clash stops the rest but keeps those before it. A clash throws as `append` does;
   * a whole repeat (the same event ids) returns the first results.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** Throws StreamNotFound when the stream does not exist, is soft-deleted or tombstoned. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several whole streams at once (forwards, from their start): each existing stream's events by its id; a stream
   * that does not exist or is soft-deleted is not in the map. Throws StreamTombstoned as readStream does.
   */
  readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  readAll(options?: ReadAllOptions): Promise<ReadAllPage>;
  /** Catches up from `after`, then goes live; ends when the signal aborts. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<SubscriptionItem>;
  /** The head position of the store (the last visible event), or undefined when it is empty. */
  headPosition(): Promise<Position | undefined>;
  /** Soft delete: reads say not found; appending again continues the stream after its last revision. */
  deleteStream(stream: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void>;
  /** Hard delete: the stream can never be written or read again. */
  tombstoneStream(stream: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void>;
  close(): Promise<void>;
}
