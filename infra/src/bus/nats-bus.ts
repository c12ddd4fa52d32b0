// The bus for scale-out (`NATS_URL`): plain NATS subjects carry the wake-ups between processes.
import { connect } from '@nats-io/transport-node';
import type { Bus } from './bus';
import { natsConnectionOptions } from './nats-servers';

export async function createNatsBus(url: string): Promise<Bus> {
  const connection = await connect(natsConnectionOptions(url, 'idea-platform'));
  return {
    kind: 'nats',
    publish(subject, message) {
      connection.publish(subject, message);
    },
    subscribe(subject, handler) {
      const subscription = connection.subscribe(subject, {
        callback: (error, message) => {
          if (!error) handler(message.string());
        },
      });
      return () => subscription.unsubscribe();
    },
    async close() {
      await connection.drain();
    },
  };
}
