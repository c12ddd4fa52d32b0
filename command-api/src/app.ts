// The command API as a Fastify plugin: every POST/PUT/DELETE under /api. `server.ts` runs it alone; the combined
// `npm start` registers the same plugin, so tests `inject` into exactly what production runs.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import { createLocalAiGenerator } from '@app/infra/ai/local/local-ai-generator';
import type { Bus } from '@app/infra/bus/bus';
import type { SharedDb } from '@app/infra/database/kysely';
import { migrateSchema } from '@app/infra/database/migrate';
import type { EventStore } from '@app/infra/event-store/event-store';
import { installErrorHandling } from '@app/infra/http/error-handler';
import type { Mailer } from '@app/infra/mail/mailer';
import type { WorkQueue } from '@app/infra/work-queue/work-queue';
import { createPasswordHasher, type PasswordHasher } from '@app/infra/passwords/password-hasher';
import type { ConfiguredPayments } from '@app/infra/payments/create-payments';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { personalDataPayloads } from '@app/infra/personal-data/personal-field';
import { installAuthentication } from '@app/infra/sessions/authentication';
import { systemClock, type Clock } from './clock';
import type { CommandApiDatabase } from './command-api-database';
import { createBatchCommandHandler, createCommandHandler, type BatchCommandHandler, type CommandHandler, type CommandHandlerOptions } from './commands/command-handler';
import { installCommandContext } from './http/command-context';
import { installCrossSiteWriteGuard } from './http/cross-site-writes';
import { installCookies } from './http/device-cookie';
import { installIdempotency } from './idempotency/idempotency';
import { jobStateCache } from './jobs/job-item-context';
import { heartbeatFor, startJobWorkers } from './jobs/job-workers';
import { idempotencyMigrations } from './idempotency/idempotency.migrations';
import { COMMAND_API_SCHEMA } from './idempotency/idempotency.table';
import { idMigrations } from './ids/ids.migrations';
import { ideaTextsMigrations } from './distinct-ideas/idea-texts.migrations';
import { postgresLimiters } from './rate-limits/rate-limit-store';
import { rateLimitMigrations } from './rate-limits/rate-limits.migrations';
import { adminJobRoutes } from './routes/admin-jobs/admin-jobs.routes';
import { rebuildProjectionRoutes, type RequestRebuild } from './routes/admin-projections/rebuild-projection.routes';
import { updatePromptsRoutes } from './routes/admin-prompts/update-prompts.routes';
import { rubricVersionRoutes } from './routes/admin-scoring/rubric-versions.routes';
import { adminUserRoutes } from './routes/admin-users/admin-users.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { builderStudioRoutes } from './routes/builder-studio/builder-studio.routes';
import { adminDocumentRoutes } from './routes/ideas/admin-documents.routes';
import { adminIdeaRoutes } from './routes/ideas/admin-ideas.routes';
import { ideaArchiveRoutes } from './routes/ideas/idea-archive.routes';
import { paymentRoutes } from './routes/payments/payments.routes';
import { trendRoutes } from './routes/trends/trends.routes';
import { workspaceRoutes } from './routes/workspace/workspace.routes';

export interface CommandApiDeps {
  eventStore: EventStore;
  bus: Bus;
  /** Shared with the process: the command API adds its own tables (command-api-database.ts). */
  db: SharedDb;
  /** The same database's pool: the rate limits count in it (rate-limiter-flexible's Postgres store takes a pg pool). */
  pool: pg.Pool;
  personalData: PersonalDataVault;
  mailer: Mailer;
  /** Where links in mails point (PUBLIC_URL). */
  publicUrl: string;
  /** Default: argon2id at OWASP's baseline. */
  passwords?: PasswordHasher;
  /** The AI the workspace generates with (infra's, chosen by AI_PROVIDER). Default: the offline local provider. */
  ai?: AiGenerator;
  /** The payments provider (infra's, chosen by PAYMENTS_PROVIDER). */
  payments: ConfiguredPayments;
  /** Default: the system clock; tests move their own. */
  clock?: Clock;
  /** Where the admin's AI jobs put their items (in-process, or NATS JetStream with NATS_URL). */
  workQueue: WorkQueue;
  /** Job items this process works on at once (JOB_CONCURRENCY); 0: this process only queues them. */
  jobConcurrency: number;
  /** The queue's ack wait (JOB_ACK_WAIT_MS): running items say they are alive well within it. */
  jobAckWaitMs: number;
  /** How long a generation call waits for its job before answering 202 (default 10 s). */
  jobPatienceMs?: number;
  /** Adds a projection generation for an admin's rebuild, which the projector processes build (the projector runtime's). */
  requestRebuild: RequestRebuild;
}

/** The command API's own tables (idempotency keys, id sequences, document owners, rate limits, idea texts); run once at start-up. */
export function migrateCommandApi(db: Kysely<any>): Promise<void> {
  return migrateSchema(db, COMMAND_API_SCHEMA, { ...idempotencyMigrations, ...idMigrations, ...rateLimitMigrations, ...ideaTextsMigrations });
}

/** The one command handler, sealing personal data in the events it writes and opening it in those it reads. */
export function createSealingCommandHandler(
  deps: Pick<CommandApiDeps, 'eventStore' | 'bus' | 'personalData'>,
  options: Pick<CommandHandlerOptions, 'stateCaches'> = {},
): CommandHandler {
  return createCommandHandler(sealingOptions(deps, options));
}

/** The batch command handler (a job's many streams at once), sealing and opening as the command handler does. */
export function createSealingBatchCommandHandler(deps: Pick<CommandApiDeps, 'eventStore' | 'bus' | 'personalData'>): BatchCommandHandler {
  return createBatchCommandHandler(sealingOptions(deps));
}

function sealingOptions(deps: Pick<CommandApiDeps, 'eventStore' | 'bus' | 'personalData'>, options: Pick<CommandHandlerOptions, 'stateCaches'> = {}): CommandHandlerOptions {
  return { ...options, eventStore: deps.eventStore, bus: deps.bus, payloads: personalDataPayloads(deps.personalData) };
}

export async function commandApi(app: FastifyInstance, deps: CommandApiDeps): Promise<void> {
  installErrorHandling(app);
  installCrossSiteWriteGuard(app, deps.publicUrl);
  installAuthentication(app, deps.eventStore);
  const clock = deps.clock ?? systemClock;
  const jobStates = jobStateCache();
  const commands = createSealingCommandHandler(deps, { stateCaches: jobStates.caches });
  installCommandContext(app, commands, clock);
  const db = deps.db.withTables<CommandApiDatabase>();
  installIdempotency(app, db, (request) => request.actor?.userId ?? 'anonymous');
  await installCookies(app, deps.db);
  const limiters = postgresLimiters(deps.pool);
  const accounts = { ...deps, db, clock, passwords: deps.passwords ?? createPasswordHasher() };
  authRoutes(app, { ...accounts, limiters });
  adminUserRoutes(app, accounts);
  updatePromptsRoutes(app);
  ideaArchiveRoutes(app);
  adminIdeaRoutes(app, { ...deps, db });
  adminDocumentRoutes(app, { db });
  trendRoutes(app, { ...deps, db });
  builderStudioRoutes(app, limiters);
  const ai = deps.ai ?? createLocalAiGenerator();
  workspaceRoutes(app, { ...deps, db, ai });
  paymentRoutes(app, deps);
  adminJobRoutes(app, { ...deps, db, jobStates: jobStates.cache });
  rubricVersionRoutes(app, { ...deps, db });
  rebuildProjectionRoutes(app, deps);
  if (deps.jobConcurrency > 0) {
    const stopWorkers = await startJobWorkers({ eventStore: deps.eventStore, db, personalData: deps.personalData, commands, batchCommands: createSealingBatchCommandHandler(deps), ai, clock, jobStates: jobStates.cache }, deps.workQueue, { concurrency: deps.jobConcurrency, heartbeatMs: heartbeatFor(deps.jobAckWaitMs), log: app.log });
    app.addHook('onClose', stopWorkers);
  }
}
