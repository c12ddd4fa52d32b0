// The bus for services running as separate processes without NATS: LISTEN/NOTIFY on the shared Postgres.
import pg from 'pg';
import type { Bus, BusSubject } from './bus';

const channelOf = (subject: BusSubject) => `bus_${subject.replace('.', '_')}`;

export async function createPostgresBus(connectionString: string): Promise<Bus> {
  const listener = new pg.Client({ connectionString });
  const publisher = new pg.Pool({ connectionString, max: 2 });
  const handlers = new Map<string, Set<(message: string) => void>>();
  // A dropped listener connection only costs wake-ups (readers also poll), so it is logged, not fatal.
  listener.on('error', (error) => console.error(`bus: LISTEN connection lost: ${error.message}`));
  publisher.on('error', () => undefined);
  listener.on('notification', ({ channel, payload }) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
  });
  await listener.connect();
  return {
    kind: 'postgres',
    publish(subject, message) {
      publisher.query('SELECT pg_notify($1, $2)', [channelOf(subject), message]).catch(() => undefined);
    },
    subscribe(subject, handler) {
      const channel = channelOf(subject);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        listener.query(`LISTEN ${channel}`).catch(() => undefined);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([listener.end(), publisher.end()]);
    },
  };
}
