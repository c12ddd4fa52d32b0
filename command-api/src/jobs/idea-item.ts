// One idea of an admin's batch (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): written by the AI with
// the free or premium prompt in the categories asked for, created under the id the job allocated with its batch number
// and stamp, then linked to the batch's trend. A redelivered item finds the idea it already created (its IdeaCreated
// carries the item as causation and the generation) and goes on with the link, so no idea is made twice. The new
// idea is scored under the active rubric in the same item (score-item.ts), once. An idea that repeats one of the
// catalog's is not written: the item asks the AI for its next variant, up to MAX_VARIANTS, and then fails with
// NO_DISTINCT_IDEA_LEFT, which the job's outcome shows the admin (distinct-ideas/distinct-ideas.ts).
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId, type IdeaCreated } from '@app/domain/ideas/idea-events';
import type { ItemOutcome } from '@app/domain/jobs/job-decider';
import type { GenerateIdeasRequest, IdeaItem } from '@app/domain/jobs/job-events';
import { NO_DISTINCT_IDEA_LEFT } from '@app/domain/jobs/job-view';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { batchPromptValues } from '@app/domain/prompts/prompt-values';
import { NotFound } from '@app/domain/shared/errors';
import { trendDecider } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { findCausedEvent } from '@app/infra/event-store/find-caused-event';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { CommandEnvelope } from '../commands/command-handler';
import { claimDistinctText } from '../distinct-ideas/distinct-ideas';
import { loadRubric } from '../reads/stream-states';
import { itemCommand, type JobItemDeps } from './job-item-context';
import { runScoreItem } from './score-item';

/** Attempts at an idea the catalog does not have yet, before the item says the categories' material ran out. */
export const MAX_VARIANTS = 8;

export async function runIdeaItem(deps: JobItemDeps, jobId: string, request: GenerateIdeasRequest, item: IdeaItem, envelope: CommandEnvelope): Promise<ItemOutcome> {
  const created = (await createdByItem(deps, item, envelope)) ?? (await createIdea(deps, jobId, request, item, envelope));
  if ('failed' in created) return { succeeded: false, reason: created.failed, generation: created.generation };
  const linked = request.trendId !== null && (await linkToTrend(deps, request.trendId, item.ideaId, envelope));
  // Scored here, within the item that made it: a redelivered item scores it again only if it is not scored yet.
  const { active } = await loadRubric(deps.eventStore);
  await runScoreItem(deps, active, { key: `${item.ideaId}-${item.ideaId}`, firstId: item.ideaId, lastId: item.ideaId }, envelope);
  const { title, type, generation } = created;
  if (!generation) throw new Error(`Idea ${item.ideaId} of job ${jobId} was created without its generation`);
  return { succeeded: true, result: { kind: 'idea', ideaId: item.ideaId, title, type, linked }, generation };
}

async function createdByItem(deps: JobItemDeps, item: IdeaItem, envelope: CommandEnvelope): Promise<IdeaCreated['data'] | undefined> {
  return (await findCausedEvent(deps.eventStore, ideaStreamId(item.ideaId), envelope.causationId, ['IdeaCreated']))?.data as IdeaCreated['data'] | undefined;
}

async function createIdea(
  deps: JobItemDeps,
  jobId: string,
  request: GenerateIdeasRequest,
  item: IdeaItem,
  envelope: CommandEnvelope,
): Promise<IdeaCreated['data'] | { failed: string; generation: GenerationRecord | null }> {
  const generated = await distinctIdea(deps, jobId, request, item);
  if ('failed' in generated) return generated;
  const { idea, generation } = generated;
  const { events } = await deps.commands(
    ideaDecider,
    ideaStreamId(item.ideaId),
    itemCommand(deps, {
      type: 'CreateIdea',
      data: { ideaId: item.ideaId, idea: { ...idea, type: item.type, batchNumber: request.batchNumber, stamp: request.stamp }, documents: [], generation },
    }),
    envelope,
  );
  const recorded = events.find((event): event is IdeaCreated => event.type === 'IdeaCreated');
  // Nothing recorded: the idea's stream exists, so another delivery of this item created it meanwhile.
  const created = recorded?.data ?? (await createdByItem(deps, item, envelope));
  if (!created) throw new Error(`Idea ${item.ideaId} of job ${jobId} exists but was not created by item ${item.key}`);
  return created;
}

/**
 * The first variant the AI writes that repeats no idea of the catalog, claimed for the item's idea; its generation
 * record counts every variant asked for, as each one cost its tokens and time.
 */
async function distinctIdea(
  deps: JobItemDeps,
  jobId: string,
  request: GenerateIdeasRequest,
  item: IdeaItem,
): Promise<{ idea: CopyFields; generation: GenerationRecord } | { failed: string; generation: GenerationRecord | null }> {
  const promptType = item.type === 'FREE' ? 'IDEA_FREE' : 'IDEA_PREMIUM';
  const prompts = await loadPrompts(deps.eventStore);
  const prompt = fillPrompt(prompts[promptType].content, batchPromptValues(request));
  let spent: GenerationRecord | null = null;
  for (let variant = 0; variant < MAX_VARIANTS; variant++) {
    let generated;
    try {
      generated = await deps.ai.generateIdea({ promptType, prompt, userContext: `${jobId} ${item.key}`, categories: request.categories, variant });
    } catch (error) {
      if (error instanceof AiGenerationFailed) return { failed: error.message, generation: spent };
      throw error;
    }
    spent = spent ? addedUp(spent, generated.generation) : generated.generation;
    const claim = await claimDistinctText(deps, item.ideaId, generated.idea);
    if (claim.claimed) return { idea: generated.idea, generation: spent };
  }
  return { failed: NO_DISTINCT_IDEA_LEFT, generation: spent };
}

function addedUp(spent: GenerationRecord, next: GenerationRecord): GenerationRecord {
  return { ...next, tokensIn: spent.tokensIn + next.tokensIn, tokensOut: spent.tokensOut + next.tokensOut, latencyMs: spent.latencyMs + next.latencyMs };
}

/** Linked: the trend holds the idea now (linked by this item or an earlier delivery). A deleted trend links nothing. */
async function linkToTrend(deps: JobItemDeps, trendId: number, ideaId: number, envelope: CommandEnvelope): Promise<boolean> {
  try {
    const { state } = await deps.commands(
      trendDecider,
      trendStreamId(trendId),
      itemCommand(deps, { type: 'LinkIdeas', data: { ideaIds: [ideaId], linkableIdeaIds: [ideaId], single: false } }),
      envelope,
    );
    return state.status === 'existing' && state.ideaIds.has(ideaId);
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}
