// What every job item runs with. Items act as the named system actor 'job' (docs/architecture.md "Audit trail"): the
// admin who asked is recorded on the job's request, and every event an item writes carries the job as its
// correlation and the item as its causation, so the audit trail links each idea or document to its job and item.
import type { Kysely } from 'kysely';
import type { Actor, Command, CommandMetadata } from '@app/domain/shared/decider';
import { jobDecider, type JobState } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { streamStateCache, type StreamStateCache } from '@app/infra/event-store/load-aggregate';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { Clock } from '../clock';
import type { CommandApiDatabase } from '../command-api-database';
import type { BatchCommandHandler, CommandEnvelope, CommandHandler } from '../commands/command-handler';

export const JOB_ACTOR: Actor = { userId: 'job', role: 'ADMIN', emailVerified: true };

export interface JobItemDeps {
  eventStore: EventStore;
  /** The command API's tables: where a batch idea claims its text (distinct-ideas.ts). */
  db: Kysely<CommandApiDatabase>;
  /** Opens the members' texts a member's idea is scored from (member-score-item.ts). */
  personalData: PersonalDataVault;
  /** With `jobStates` for the job decider (jobStateCache), so the job's stream is read incrementally. */
  commands: CommandHandler;
  /** Many streams at once (a scoring chunk's ideas), falling back to `commands` on a clash. */
  batchCommands: BatchCommandHandler;
  ai: AiGenerator;
  clock: Clock;
  jobStates: StreamStateCache<JobState>;
}

/**
 * The jobs' states kept per stream: a job's stream grows by an event per item and every item loads it twice, so a
 * job of 2,500 items would read millions of events folded in full. `caches` is what the command handler takes.
 */
export function jobStateCache(): { cache: StreamStateCache<JobState>; caches: ReadonlyMap<object, StreamStateCache<unknown>> } {
  const cache = streamStateCache<JobState>();
  return { cache, caches: new Map([[jobDecider, cache]]) };
}

/** The causation every event of one item carries: what makes a redelivered item find its own effect. */
export const itemCausationId = (jobId: string, itemKey: string) => `${jobStreamId(jobId)}/${itemKey}`;

export function itemEnvelope(jobId: string, itemKey: string): CommandEnvelope {
  return { commandId: uuidv7(), correlationId: jobId, causationId: itemCausationId(jobId, itemKey) };
}

export const jobMetadata = (deps: Pick<JobItemDeps, 'clock'>): CommandMetadata => ({ actor: JOB_ACTOR, now: deps.clock.now() });

/** A command of the item's, with the job's actor and the clock's time. */
export function itemCommand<C extends Command>(deps: Pick<JobItemDeps, 'clock'>, command: Omit<C, 'metadata'>): C {
  return { ...command, metadata: jobMetadata(deps) } as C;
}
