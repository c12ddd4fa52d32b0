// NATS_URL names one server or a cluster's servers separated by commas; the client connects to any of them and, when
// that one dies, reconnects to another (the config reader has checked every entry).
import type { ConnectionOptions } from '@nats-io/transport-node';

/** The connection options both NATS clients share: the servers, and reconnecting for as long as the process lives. */
export function natsConnectionOptions(natsUrl: string, name: string): ConnectionOptions {
  return { servers: natsUrl.split(','), name, maxReconnectAttempts: -1 };
}
