// A 3-node NATS JetStream cluster on loopback: each node its own client port, cluster port and store folder, routed
// to the two others. Ready once every node's JetStream reports healthy (a meta leader elected), so a stream with 3
// replicas can be created at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@app/infra/net/free-port';
import { startNatsServer, type RunningNats } from '@app/infra/testing/nats-server';

export interface NatsCluster {
  nodes: RunningNats[];
  /** Every node, comma-separated: NATS_URL. */
  url: string;
  stop(): Promise<void>;
}

const NODES = 3;

export async function startNatsCluster(): Promise<NatsCluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'topology-nats-'));
  const clusterPorts = await Promise.all(Array.from({ length: NODES }, () => freePort()));
  const monitorPorts = await Promise.all(Array.from({ length: NODES }, () => freePort()));
  const nodes: RunningNats[] = [];
  const stop = async () => {
    for (const node of nodes) await node.stop();
    await rm(root, { recursive: true, force: true });
  };
  try {
    for (const [index, clusterPort] of clusterPorts.entries()) {
      const routes = clusterPorts.filter((port) => port !== clusterPort).map((port) => `nats://127.0.0.1:${port}`);
      nodes.push(
        await startNatsServer(path.join(root, `n${index}`), [
          '-n', `n${index}`, '-m', String(monitorPorts[index]),
          '--cluster_name', 'topology', '--cluster', `nats://127.0.0.1:${clusterPort}`, '--routes', routes.join(','),
        ]),
      );
    }
    await Promise.all(monitorPorts.map((port) => jetStreamHealthy(port)));
    return { nodes, url: nodes.map((node) => node.url).join(','), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function jetStreamHealthy(monitorPort: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${monitorPort}/healthz`).catch((error: unknown) => error as Error);
    if (!(response instanceof Error) && response.ok) return;
    last = response instanceof Error ? response.message : await response.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`a NATS node's JetStream was not healthy within ${timeoutMs} ms: ${last}`);
}
