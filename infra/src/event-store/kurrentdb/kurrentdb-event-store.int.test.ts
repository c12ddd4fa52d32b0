// Runs the contract against a real KurrentDB/EventStoreDB when KURRENTDB_URL names one (for example
// `kurrentdb://localhost:2113?tls=false`). None can be installed on the development machines, so it skips there.
import { describe } from 'vitest';
import { describeEventStoreContract } from '../event-store.contract';
import { createKurrentDbEventStore } from './kurrentdb-event-store';

const connectionString = process.env['KURRENTDB_URL'];

describe.skipIf(!connectionString)(
  connectionString ? 'KurrentDB' : 'KurrentDB (skipped: set KURRENTDB_URL to a running server to run it)',
  () => {
    describeEventStoreContract('KurrentDB', {
      setup() {
        const store = createKurrentDbEventStore({ connectionString: connectionString! });
        return Promise.resolve({ store, teardown: () => store.close() });
      },
    });
  },
);
