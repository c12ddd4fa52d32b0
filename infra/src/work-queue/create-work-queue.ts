// Chooses the work queue the way the bus is chosen: JetStream when NATS_URL is set (workers in several processes share
// the items), in memory otherwise (the workers run inside the one process that enqueues).
import type { Config } from '../config/config';
import { createInProcessWorkQueue } from './in-process-work-queue';
import { createNatsWorkQueue } from './nats-work-queue';
import type { WorkQueue } from './work-queue';

export function createWorkQueue(config: Pick<Config, 'natsUrl' | 'workQueue'>): Promise<WorkQueue> {
  if (!config.natsUrl) return Promise.resolve(createInProcessWorkQueue());
  return createNatsWorkQueue(config.natsUrl, { ackWaitMs: config.workQueue.ackWaitMs, replicas: config.workQueue.replicas });
}
