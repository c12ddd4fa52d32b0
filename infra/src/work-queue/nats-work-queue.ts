// The work queue across processes (NATS_URL): a JetStream stream with work-queue retention and one durable pull
// consumer that every worker process shares, so an item goes to one handler at a time, leaves the stream once acked,
// and goes to another consumer when its handler's process dies (no ack within the ack wait). README.md.
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  jetstream,
  jetstreamManager,
  type Consumer,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, nanos, TimeoutError } from '@nats-io/transport-node';
import { natsConnectionOptions } from '../bus/nats-servers';
import { DEFAULT_ACK_WAIT_MS, DEFAULT_DUPLICATE_WINDOW_MS, itemId, type WorkItem, type WorkQueue, type WorkQueueOptions } from './work-queue';
import { consumerRegistry, type TakenItem } from './worker-loops';

export interface NatsWorkQueueOptions extends WorkQueueOptions {
  /** Names the stream (`<name>`), its subject (`work.<name>`) and the shared consumer (`<name>-workers`). */
  name?: string;
  /** How long an item may go without an ack or `working()` before another consumer gets it (default 60 s). */
  ackWaitMs?: number;
  /** Copies of the stream's data in a NATS cluster (default 1; 3 on a 3-node cluster survives a node's loss). */
  replicas?: number;
}

export const DEFAULT_QUEUE_NAME = 'JOB_ITEMS';
/** How long one pull waits on the server for an item before the handler's loop pulls again. */
const PULL_EXPIRES_MS = 30_000;

export async function createNatsWorkQueue(url: string, options: NatsWorkQueueOptions = {}): Promise<WorkQueue> {
  const name = options.name ?? DEFAULT_QUEUE_NAME;
  const subject = `work.${name}`;
  const log = options.log ?? console.warn;
  // A worker outlives any outage of the server: it keeps reconnecting, and its loops take items again once back.
  const connection = await connect(natsConnectionOptions(url, `idea-platform-${name}`));
  let consumer: Consumer;
  try {
    const manager = await jetstreamManager(connection);
    const durable = `${name}-workers`;
    await againOnTimeout(async () => {
      await ensureStream(manager, {
        name,
        subjects: [subject],
        duplicate_window: nanos(options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS),
        num_replicas: options.replicas ?? 1,
      });
      await ensureConsumer(manager, name, { durable_name: durable, filter_subject: subject, ack_wait: nanos(options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS) });
    });
    consumer = await jetstream(connection).consumers.get(name, durable);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const client = jetstream(connection);
  const consumers = consumerRegistry(options);

  function taken(message: JsMsg): TakenItem | undefined {
    const item = parseItem(message.string());
    if (!item) {
      log(`work-queue: dropped a message of ${subject} that is not an item: ${message.string().slice(0, 200)}`);
      message.term();
      return undefined;
    }
    return {
      delivery: {
        item,
        attempt: message.info.deliveryCount,
        working() {
          try {
            message.working();
          } catch {
            // The connection is closed for good: the item goes to another consumer after the ack wait anyway.
          }
        },
      },
      // Waiting for the server's answer makes a stopped consumer's acks land before its connection closes.
      ack: async () => {
        await message.ackAck();
      },
      retryLater: (delayMs) => message.nak(delayMs),
    };
  }

  async function take(signal: AbortSignal): Promise<TakenItem | undefined> {
    const pull = consumer.next({ expires: PULL_EXPIRES_MS });
    const message = await unlessAborted(pull, signal);
    if (message === ABORTED) {
      // The pull stays open on the server until it expires: an item it still brings goes back at once.
      void pull.then((late) => late?.nak()).catch(() => undefined);
      return undefined;
    }
    return message ? taken(message) : undefined;
  }

  return {
    kind: 'nats',
    async enqueue(items) {
      await Promise.all(items.map((item) => untilAcknowledged(() => client.publish(subject, JSON.stringify(item), { msgID: itemId(item) }))));
    },
    consume(handler, { concurrency }) {
      return Promise.resolve(consumers.start(handler, concurrency, take));
    },
    async close() {
      await consumers.stopAll();
      // Draining needs the server; a connection that is down is just closed.
      await connection.drain().catch(() => connection.close());
    },
  };
}

interface StreamSettings {
  name: string;
  subjects: string[];
  duplicate_window: number;
  num_replicas: number;
}

/** Creates the stream, or brings an existing one to these settings; every process starting at once does the same. */
async function ensureStream(manager: JetStreamManager, settings: StreamSettings): Promise<void> {
  const existing = await manager.streams.info(settings.name).catch((error: unknown) => {
    if (isApiError(error, JetStreamApiCodes.StreamNotFound)) return undefined;
    throw error;
  });
  if (!existing) {
    // Two processes adding the same stream at once: a single server answers the identical add with the stream; a
    // cluster may leave one of them unanswered (againOnTimeout).
    await manager.streams.add({ ...settings, retention: RetentionPolicy.Workqueue, storage: StorageType.File });
    return;
  }
  const { config } = existing;
  const same =
    config.duplicate_window === settings.duplicate_window &&
    config.num_replicas === settings.num_replicas &&
    config.subjects.join() === settings.subjects.join();
  if (!same) await manager.streams.update(settings.name, settings);
}

interface ConsumerSettings {
  durable_name: string;
  filter_subject: string;
  ack_wait: number;
}

/** Creates the shared durable consumer, or brings its ack wait to this process's setting (the last start wins). */
async function ensureConsumer(manager: JetStreamManager, stream: string, settings: ConsumerSettings): Promise<void> {
  const existing = await manager.consumers.info(stream, settings.durable_name).catch((error: unknown) => {
    if (isApiError(error, JetStreamApiCodes.ConsumerNotFound)) return undefined;
    throw error;
  });
  if (!existing) {
    await manager.consumers.add(stream, {
      ...settings,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // Never given up on by the server: the handler decides, from `attempt`, when an item has failed for good.
      max_deliver: -1,
    });
    return;
  }
  if (existing.config.ack_wait !== settings.ack_wait) await manager.consumers.update(stream, settings.durable_name, { ack_wait: settings.ack_wait });
}

/** How long a publish is tried again while the cluster does not acknowledge it (within the duplicate window). */
const PUBLISH_PATIENCE_MS = 30_000;

/**
 * Publishes until JetStream acknowledges. When the node a client is on dies, or the stream's leader does, publishes
 * fail (no responders, timeouts) for the seconds the client takes to reconnect and the cluster to elect a new leader;
 * the item's message id makes a publish that did land and is sent again count once (the duplicate window).
 */
async function untilAcknowledged(publish: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + PUBLISH_PATIENCE_MS;
  for (let pauseMs = 100; ; pauseMs = Math.min(pauseMs * 2, 2000)) {
    try {
      await publish();
      return;
    } catch (error) {
      if (Date.now() + pauseMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/** Attempts in all at the stream and the consumer while the server does not answer. */
const ENSURE_ATTEMPTS = 3;

/**
 * In a JetStream cluster, of two identical stream adds made at once (services starting together) the meta leader can
 * leave one unanswered until the request times out; the next attempt finds the stream the other made.
 */
async function againOnTimeout(ensure: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ensure();
    } catch (error) {
      if (!(error instanceof TimeoutError) || attempt >= ENSURE_ATTEMPTS) throw error;
    }
  }
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

function parseItem(text: string): WorkItem | undefined {
  try {
    const value = JSON.parse(text) as Partial<WorkItem> | null;
    if (typeof value?.jobId === 'string' && typeof value.itemKey === 'string') return { jobId: value.jobId, itemKey: value.itemKey };
  } catch {
    // Not JSON: not an item either.
  }
  return undefined;
}

const ABORTED = Symbol('aborted');

/** The promise's value, or ABORTED as soon as `signal` aborts (the promise itself carries on). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | typeof ABORTED> {
  if (signal.aborted) return Promise.resolve(ABORTED);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
