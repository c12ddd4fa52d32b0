// Opens the adapters a service needs, chosen by configuration (docs/architecture.md "Outside services"): the database,
// the event store (Postgres or KurrentDB), the bus (in-process, Postgres LISTEN/NOTIFY, or NATS), the jobs' work queue
// (in-process or NATS JetStream), mail and the AI. A service that cannot reach one stops with a ConfigError naming the
// variable.
import type pg from 'pg';
import type { AiGenerator } from '../ai/ai-generator';
import { createAiGenerator } from '../ai/create-ai-generator';
import type { Bus } from '../bus/bus';
import { createInProcessBus } from '../bus/in-process-bus';
import { createNatsBus } from '../bus/nats-bus';
import { createPostgresBus } from '../bus/postgres-bus';
import { ConfigError, type Config } from '../config/config';
import { createDb, createPool, type SharedDb } from '../database/kysely';
import type { EventStore } from '../event-store/event-store';
import { createKurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store';
import { createPostgresEventStore, migrateEventStore } from '../event-store/postgres/postgres-event-store';
import { createDevMailbox, migrateDevMailbox } from '../mail/dev-mailbox';
import type { DevMailboxDatabase } from '../mail/dev-mailbox.table';
import type { Mailer } from '../mail/mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '../personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '../personal-data/personal-data.table';
import { createWorkQueue } from '../work-queue/create-work-queue';
import type { WorkQueue } from '../work-queue/work-queue';

export interface Infrastructure {
  pool: pg.Pool;
  /** Each user adds the tables it owns (`withTables`). */
  db: SharedDb;
  /**
   * Where the read models are read from: a streaming replica of `db` when one was given (READ_DATABASE_URL, the query
   * API's), else `db` itself. A replica lags: read-your-writes waits on the checkpoints read here, not on `db`'s.
   */
  readDb: SharedDb;
  eventStore: EventStore;
  bus: Bus;
  /** The items of the admin's AI jobs, for the workers of every process. */
  workQueue: WorkQueue;
  /** Per-user keys for the personal data inside events (crypto-shredding); part of reading the event store. */
  personalData: PersonalDataVault;
  mailer: Mailer;
  ai: AiGenerator;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The database to use (DATABASE_URL, or the embedded server's URL). */
  databaseUrl: string;
  /** `in-process` when every service shares this process; otherwise the bus must reach other processes. */
  busScope: 'in-process' | 'shared';
  /** Pool size for this process (default 20). */
  poolSize?: number;
  /** A streaming replica to read the read models from (READ_DATABASE_URL); only the query API reads one. */
  readDatabaseUrl?: string | undefined;
}

export async function openInfrastructure(config: Config, options: OpenOptions): Promise<Infrastructure> {
  const pool = createPool(options.databaseUrl, options.poolSize ?? 20);
  const closers: (() => Promise<unknown>)[] = [() => pool.end()];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  };
  try {
    await reach('DATABASE_URL', options.databaseUrl, () => pool.query('SELECT 1'));
    const readPool = options.readDatabaseUrl ? createPool(options.readDatabaseUrl, options.poolSize ?? 20) : undefined;
    if (readPool) {
      closers.push(() => readPool.end());
      await reach('READ_DATABASE_URL', options.readDatabaseUrl!, () => readPool.query('SELECT 1'));
    }
    const eventStore = await openEventStore(config, pool);
    closers.push(() => eventStore.close());
    const bus = await openBus(config, options);
    closers.push(() => bus.close());
    // Only JetStream can fail to open: then say which variable points at it.
    const workQueue = await (config.natsUrl ? reach('NATS_URL', config.natsUrl, () => createWorkQueue(config)) : createWorkQueue(config));
    closers.push(() => workQueue.close());
    const db = createDb(pool);
    await migratePersonalData(db);
    const mailer = await openMailer(config, db);
    closers.push(() => mailer.close());
    const ai = createAiGenerator(config.ai);
    const personalData = createPersonalDataVault(db.withTables<PersonalDataDatabase>());
    const readDb = readPool ? createDb(readPool) : db;
    return { pool, db, readDb, eventStore, bus, workQueue, personalData, mailer, ai, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function openEventStore(config: Config, pool: pg.Pool): Promise<EventStore> {
  if (config.eventStore.kind === 'postgres') {
    await migrateEventStore(pool);
    return createPostgresEventStore({ pool });
  }
  const store = createKurrentDbEventStore({ connectionString: config.eventStore.url });
  try {
    await reach('KURRENTDB_URL', config.eventStore.url, () => store.headPosition());
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function openBus(config: Config, options: OpenOptions): Promise<Bus> {
  if (config.natsUrl) return reach('NATS_URL', config.natsUrl, () => createNatsBus(config.natsUrl!));
  if (options.busScope === 'in-process') return createInProcessBus();
  return createPostgresBus(options.databaseUrl);
}

async function openMailer(config: Config, db: SharedDb): Promise<Mailer> {
  if (config.mail.kind === 'smtp') return createSmtpMailer({ url: config.mail.url, from: config.mail.from });
  // Every process migrates it: the command API sends, the query API answers GET /api/dev/mailbox.
  await migrateDevMailbox(db);
  return createDevMailbox({ db: db.withTables<DevMailboxDatabase>(), log: (line) => console.log(line) });
}

/** Runs a first call against a server and turns any failure into one line naming the variable. */
async function reach<T>(variable: string, url: string, probe: () => Promise<T>): Promise<T> {
  try {
    return await probe();
  } catch (error) {
    // NATS_URL may list a cluster's servers: name them all.
    const hosts = url.split(',').map((entry) => new URL(entry).host || entry).join(', ');
    const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
    throw new ConfigError(variable, `cannot connect to ${hosts} (${reason})`);
  }
}
