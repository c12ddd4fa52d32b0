import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Bus } from './bus';
import { createInProcessBus } from './in-process-bus';
import { createNatsBus } from './nats-bus';
import { createPostgresBus } from './postgres-bus';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

function nextMessage(bus: Bus, subject: 'events.appended' | 'projections.progress'): Promise<string> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(subject, (message) => {
      stop();
      resolve(message);
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

// One contract for every adapter: a publisher and a subscriber that may sit in different processes
// (here: different connections) see the same messages.
function describeBusContract(name: string, open: () => Promise<[publisher: Bus, subscriber: Bus]>) {
  describe(`${name} bus`, () => {
    let publisher: Bus;
    let subscriber: Bus;
    beforeAll(async () => {
      [publisher, subscriber] = await open();
    });
    afterAll(async () => {
      await publisher.close();
      if (subscriber !== publisher) await subscriber.close();
    });

    it('delivers a published message to a subscriber of the subject', async () => {
      const received = nextMessage(subscriber, 'events.appended');
      await settle();
      publisher.publish('events.appended', '42-7');
      await expect(received).resolves.toBe('42-7');
    });

    it('keeps subjects apart and stops delivering after unsubscribe', async () => {
      const seen: string[] = [];
      const stop = subscriber.subscribe('projections.progress', (message) => seen.push(message));
      await settle();
      publisher.publish('events.appended', 'other subject');
      publisher.publish('projections.progress', 'first');
      await settle();
      stop();
      publisher.publish('projections.progress', 'after unsubscribe');
      await settle();
      expect(seen).toEqual(['first']);
    });
  });
}

describeBusContract('in-process', () => {
  const bus = createInProcessBus();
  return Promise.resolve([bus, bus]);
});

let database: TestDatabase;
describeBusContract('postgres LISTEN/NOTIFY', async () => {
  database = await createTestDatabase();
  return [await createPostgresBus(database.url), await createPostgresBus(database.url)];
});
afterAll(async () => database?.drop());

describeBusContract('NATS', async () => {
  const url = inject('natsUrl');
  return [await createNatsBus(url), await createNatsBus(url)];
});
