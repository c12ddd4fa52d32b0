import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createInProcessWorkQueue } from './in-process-work-queue';
import { createNatsWorkQueue, type NatsWorkQueueOptions } from './nats-work-queue';
import { itemId, type ItemDelivery, type WorkItem, type WorkQueue, type WorkQueueOptions } from './work-queue';

const natsUrl = inject('natsUrl');
const ACK_WAIT_MS = 1_500;

const eventually = (assertion: () => void | Promise<void>, timeout = 15_000) => vi.waitFor(assertion, { timeout, interval: 20 });
const items = (jobId: string, count: number): WorkItem[] =>
  Array.from({ length: count }, (_, index) => ({ jobId, itemKey: `item-${index}` }));

/** Every delivery a handler saw, with the consumer ("process") that got it. */
function deliveryLog() {
  const seen: { consumer: string; id: string; attempt: number; at: number }[] = [];
  return {
    seen,
    record(consumer: string, delivery: ItemDelivery) {
      seen.push({ consumer, id: itemId(delivery.item), attempt: delivery.attempt, at: Date.now() });
    },
    countsById() {
      const counts = new Map<string, number>();
      for (const { id } of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    },
  };
}

const never = () => new Promise<void>(() => undefined);

// One contract for both adapters. `open` gives two queues standing for two worker processes (for the in-process queue,
// the same queue twice: its consumers compete inside one process).
function describeWorkQueueContract(name: string, open: (options: WorkQueueOptions) => Promise<[WorkQueue, WorkQueue]>) {
  describe(`${name} work queue`, () => {
    let first: WorkQueue;
    let second: WorkQueue;
    let lines: string[];
    const retryBackoffMs = [300];
    beforeEach(async () => {
      lines = [];
      [first, second] = await open({ retryBackoffMs, stopTimeoutMs: 300, log: (line) => lines.push(line) });
    });
    afterEach(async () => {
      await first.close();
      if (second !== first) await second.close();
    });

    it('hands every item to one of the competing consumers, each once, and drops a repeat enqueued within the window', async () => {
      const log = deliveryLog();
      const running = { first: 0, second: 0 };
      const mostAtOnce = { first: 0, second: 0 };
      const handler = (consumer: 'first' | 'second') => async (delivery: ItemDelivery) => {
        log.record(consumer, delivery);
        mostAtOnce[consumer] = Math.max(mostAtOnce[consumer], ++running[consumer]);
        await sleep(15);
        running[consumer]--;
      };
      await first.consume(handler('first'), { concurrency: 3 });
      await second.consume(handler('second'), { concurrency: 3 });

      const batch = items('job-1', 40);
      await first.enqueue(batch);
      await second.enqueue(batch.slice(0, 10));
      await eventually(() => expect(log.countsById().size).toBe(40));
      await sleep(300);

      expect([...log.countsById().values()].every((count) => count === 1)).toBe(true);
      expect(log.seen.every(({ attempt }) => attempt === 1)).toBe(true);
      const byConsumer = (consumer: string) => log.seen.filter((delivery) => delivery.consumer === consumer).length;
      expect(byConsumer('first')).toBeGreaterThan(0);
      expect(byConsumer('second')).toBeGreaterThan(0);
      expect(mostAtOnce.first).toBeLessThanOrEqual(3);
      expect(mostAtOnce.second).toBeLessThanOrEqual(3);
      expect(Math.max(mostAtOnce.first, mostAtOnce.second)).toBeGreaterThan(1);
    });

    it('delivers an item whose handler threw again after the backoff, as attempt 2, and then acks it', async () => {
      const log = deliveryLog();
      await second.consume(async (delivery) => {
        log.record('second', delivery);
        if (delivery.attempt === 1) throw new Error('the AI provider timed out');
        await Promise.resolve();
      }, { concurrency: 1 });
      await first.enqueue([{ jobId: 'job-2', itemKey: 'flaky' }]);

      await eventually(() => expect(log.seen.map(({ attempt }) => attempt)).toEqual([1, 2]));
      const [failed, retried] = log.seen;
      expect(retried!.at - failed!.at).toBeGreaterThanOrEqual(retryBackoffMs[0]! - 50);
      expect(lines.some((line) => line.includes('job-2/flaky failed on attempt 1') && line.includes('the AI provider timed out'))).toBe(true);
      await sleep(ACK_WAIT_MS + 500);
      expect(log.seen).toHaveLength(2);
    });

    it('stops taking items when stopped, after its running handler is done, and leaves the rest to another consumer at once', async () => {
      const log = deliveryLog();
      let finish = () => undefined as void;
      // Two handlers: one busy when the stop comes, one waiting for an item (on JetStream, with a pull open).
      const stop = await first.consume(async (delivery) => {
        log.record('first', delivery);
        await new Promise<void>((resolve) => (finish = resolve));
      }, { concurrency: 2 });
      await first.enqueue([{ jobId: 'job-3', itemKey: 'running' }]);
      await eventually(() => expect(log.seen).toHaveLength(1));

      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await sleep(100);
      expect(stopped).toBe(false);
      finish();
      await stopping;

      await first.enqueue([{ jobId: 'job-3', itemKey: 'after stop' }]);
      await sleep(300);
      expect(log.seen.map(({ id }) => id)).toEqual(['job-3/running']);
      const consumedAt = Date.now();
      await second.consume(async (delivery) => log.record('second', delivery), { concurrency: 1 });
      await eventually(() => expect(log.seen.map(({ consumer, id }) => `${consumer} ${id}`)).toEqual(['first job-3/running', 'second job-3/after stop']));
      // Not after an ack wait: what reached the stopped consumer's open pull was handed back at once.
      expect(log.seen[1]!.at - consumedAt).toBeLessThan(ACK_WAIT_MS - 500);
    });

    it('gives up waiting for a handler that does not finish once the stop timeout has passed', async () => {
      const log = deliveryLog();
      const stop = await first.consume(async (delivery) => {
        log.record('first', delivery);
        await never();
      }, { concurrency: 1 });
      await first.enqueue([{ jobId: 'job-4', itemKey: 'stuck' }]);
      await eventually(() => expect(log.seen).toHaveLength(1));
      const started = Date.now();
      await stop();
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });
}

describeWorkQueueContract('in-process', (options) => {
  const queue = createInProcessWorkQueue(options);
  return Promise.resolve([queue, queue]);
});

// The NATS tests share the run's nats-server with other files: each queue gets a stream of its own, deleted after.
let admin: NatsConnection;
let manager: JetStreamManager;
const streams = new Set<string>();
const uniqueName = () => {
  const name = `WQ_${randomUUID().replaceAll('-', '')}`;
  streams.add(name);
  return name;
};
beforeAll(async () => {
  admin = await connect({ servers: natsUrl });
  manager = await jetstreamManager(admin);
});
afterAll(async () => {
  for (const name of streams) await manager.streams.delete(name).catch(() => undefined);
  await admin?.close();
});

describeWorkQueueContract('NATS', async (options) => {
  const settings = { ...options, name: uniqueName(), ackWaitMs: ACK_WAIT_MS };
  return [await createNatsWorkQueue(natsUrl, settings), await createNatsWorkQueue(natsUrl, settings)];
});

/** A TCP hop between a client and nats-server, to cut a client off the way a dead process or a network fault does. */
async function startTcpProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((client) => {
    accepted++;
    const upstream = net.connect(Number(port), hostname);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `nats://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    accepted: () => accepted,
    dropConnections,
    /** No connection now and none later: what the server sees of a process killed with -9. */
    kill: () => {
      dropConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('NATS work queue, across processes', () => {
  const opened: WorkQueue[] = [];
  const quiet = () => undefined;
  const open = async (url: string, options: NatsWorkQueueOptions) => {
    const queue = await createNatsWorkQueue(url, { ackWaitMs: ACK_WAIT_MS, log: quiet, stopTimeoutMs: 100, ...options });
    opened.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
  });

  it('keeps enqueued items in the stream with no consumer running, and removes each once a consumer acks it', async () => {
    const name = uniqueName();
    const producer = await open(natsUrl, { name });
    await producer.enqueue(items('job-5', 3));
    await producer.close();
    expect((await manager.streams.info(name)).state.messages).toBe(3);

    const log = deliveryLog();
    const worker = await open(natsUrl, { name });
    await worker.consume(async (delivery) => log.record('worker', delivery), { concurrency: 2 });
    await eventually(() => expect(log.seen).toHaveLength(3));
    await eventually(async () => {
      expect((await manager.streams.info(name)).state.messages).toBe(0);
      expect((await manager.consumers.info(name, `${name}-workers`)).num_ack_pending).toBe(0);
    });
  });

  it('delivers the item of a consumer that died mid-handler to the other consumer after the ack wait', async () => {
    const name = uniqueName();
    const proxy = await startTcpProxy(natsUrl);
    const doomed = await open(proxy.url, { name });
    const survivor = await open(natsUrl, { name });
    const log = deliveryLog();
    await doomed.consume(async (delivery) => {
      log.record('doomed', delivery);
      await never();
    }, { concurrency: 1 });
    await survivor.enqueue([{ jobId: 'job-6', itemKey: 'orphan' }]);
    await eventually(() => expect(log.seen).toHaveLength(1));

    await proxy.kill();
    await survivor.consume(async (delivery) => log.record('survivor', delivery), { concurrency: 1 });
    await eventually(() => expect(log.seen).toHaveLength(2));
    const [lost, redelivered] = log.seen;
    expect(redelivered).toMatchObject({ consumer: 'survivor', id: 'job-6/orphan', attempt: 2 });
    expect(redelivered!.at - lost!.at).toBeGreaterThanOrEqual(ACK_WAIT_MS - 100);
  });

  it('keeps an item that reports working() with its consumer past the ack wait; one that does not goes to another', async () => {
    const name = uniqueName();
    const busy = await open(natsUrl, { name });
    const idle = await open(natsUrl, { name });
    const log = deliveryLog();
    let busyDone = false;
    await busy.consume(async (delivery) => {
      log.record('busy', delivery);
      const reports = delivery.item.itemKey === 'reports';
      for (let waited = 0; waited < 2 * ACK_WAIT_MS; waited += ACK_WAIT_MS / 5) {
        if (reports) delivery.working();
        await sleep(ACK_WAIT_MS / 5);
      }
      if (reports) busyDone = true;
    }, { concurrency: 2 });
    await busy.enqueue([{ jobId: 'job-7', itemKey: 'reports' }, { jobId: 'job-7', itemKey: 'silent' }]);
    await eventually(() => expect(log.seen).toHaveLength(2));

    await idle.consume(async (delivery) => log.record('idle', delivery), { concurrency: 2 });
    await eventually(() => expect(busyDone).toBe(true));
    await sleep(300);
    expect(log.seen.filter(({ consumer }) => consumer === 'idle').map(({ id, attempt }) => `${id} #${attempt}`)).toEqual(['job-7/silent #2']);
  });

  it('resumes consuming once a lost connection is back', async () => {
    const name = uniqueName();
    const proxy = await startTcpProxy(natsUrl);
    const worker = await open(proxy.url, { name });
    const producer = await open(natsUrl, { name });
    const log = deliveryLog();
    await worker.consume(async (delivery) => log.record('worker', delivery), { concurrency: 2 });

    proxy.dropConnections();
    await producer.enqueue(items('job-8', 4));
    await eventually(() => expect(log.seen).toHaveLength(4));
    expect(proxy.accepted()).toBe(2);
  });

  it('sets the stream and its consumer up once when several processes start together, and takes a changed ack wait', async () => {
    const name = uniqueName();
    await Promise.all([1, 2, 3].map(() => open(natsUrl, { name, duplicateWindowMs: 60_000 })));
    const stream = await manager.streams.info(name);
    expect(stream.config).toMatchObject({
      subjects: [`work.${name}`],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      duplicate_window: nanos(60_000),
      num_replicas: 1,
    });
    expect((await manager.consumers.list(name).next()).map(({ name: consumer }) => consumer)).toEqual([`${name}-workers`]);

    await open(natsUrl, { name, duplicateWindowMs: 30_000, ackWaitMs: 5_000 });
    expect((await manager.streams.info(name)).config.duplicate_window).toBe(nanos(30_000));
    expect((await manager.consumers.info(name, `${name}-workers`)).config).toMatchObject({ ack_wait: nanos(5_000), max_deliver: -1 });
  });
});
