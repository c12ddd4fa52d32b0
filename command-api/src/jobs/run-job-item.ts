// A worker's handling of one delivered item (docs/architecture.md "Long work: jobs"). Delivery is at least once, so
// every step tolerates a repeat: an item with an outcome, or of a cancelled job, is acknowledged at once; the effect
// an earlier delivery wrote is found, not written again; the outcome is recorded once by the job's decider. An error
// other than the AI's (a database hiccup) is left to the queue to deliver again, up to MAX_ITEM_ATTEMPTS; the last
// attempt records the failure, so no job waits forever on an item.
import { jobDecider, type ItemOutcome } from '@app/domain/jobs/job-decider';
import { isScoreChunk, jobStreamId } from '@app/domain/jobs/job-events';
import { Conflict } from '@app/domain/shared/errors';
import type { ItemDelivery } from '@app/infra/work-queue/work-queue';
import type { CommandEnvelope } from '../commands/command-handler';
import { loadJob } from '../reads/stream-states';
import { runDocumentItem } from './document-item';
import { runIdeaItem } from './idea-item';
import { runMemberScoreItem } from './member-score-item';
import { runScoreItem } from './score-item';
import { itemCommand, itemEnvelope, type JobItemDeps } from './job-item-context';

export const MAX_ITEM_ATTEMPTS = 5;

export async function runJobItem(deps: JobItemDeps, delivery: ItemDelivery): Promise<void> {
  const { jobId, itemKey } = delivery.item;
  const { state: job } = await loadJob(deps.eventStore, jobId, deps.jobStates);
  if (job.status !== 'running' || job.resolved.has(itemKey)) return;
  const envelope = itemEnvelope(jobId, itemKey);
  let outcome: ItemOutcome;
  try {
    const { request } = job;
    if (request.kind === 'generate-ideas') {
      const item = request.items.find((candidate) => candidate.key === itemKey);
      if (!item) return;
      outcome = await runIdeaItem(deps, jobId, request, item, envelope);
    } else if (request.kind === 'generate-documents') {
      const item = request.items.find((candidate) => candidate.key === itemKey);
      if (!item) return;
      outcome = await runDocumentItem(deps, item, envelope);
    } else {
      const item = request.items.find((candidate) => candidate.key === itemKey);
      if (!item) return;
      outcome = isScoreChunk(item) ? await runScoreItem(deps, request.rubricVersion, item, envelope) : await runMemberScoreItem(deps, request.rubricVersion, item, envelope);
    }
  } catch (error) {
    if (delivery.attempt < MAX_ITEM_ATTEMPTS) throw error;
    outcome = { succeeded: false, reason: `Gave up after ${MAX_ITEM_ATTEMPTS} attempts: ${error instanceof Error ? error.message : String(error)}`, generation: null };
  }
  await recordOutcome(deps, jobId, itemKey, outcome, envelope);
}

/** Attempts at recording an outcome: the command handler's own, this many times over. */
const RECORD_ROUNDS = 10;

/**
 * Every worker records its outcomes on the one job stream, so clashes there are the normal case under load, not a
 * rare race: recording goes on past the command handler's own attempts, with a growing random pause, before the item
 * is left to the queue to deliver again.
 */
async function recordOutcome(deps: JobItemDeps, jobId: string, itemKey: string, outcome: ItemOutcome, envelope: CommandEnvelope): Promise<void> {
  for (let round = 1; ; round++) {
    try {
      await deps.commands(jobDecider, jobStreamId(jobId), itemCommand(deps, { type: 'RecordItemOutcome', data: { itemKey, outcome } }), envelope);
      return;
    } catch (error) {
      if (!(error instanceof Conflict) || round >= RECORD_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * round));
    }
  }
}
