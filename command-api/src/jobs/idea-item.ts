// One idea of an admin's batch (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): written by the AI with
// the free or premium prompt in the categories asked for, created under the id the job allocated with its batch number
// and stamp, then linked to the batch's trend. A redelivered item finds the idea it already created (its IdeaCreated
// carries the item as causation and the generation) and goes on with the link, so no idea is made twice. The new
// idea is scored under the active rubric in the same item (score-item.ts), once.
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId, type IdeaCreated } from '@app/domain/ideas/idea-events';
import type { ItemOutcome } from '@app/domain/jobs/job-decider';
import type { GenerateIdeasRequest, IdeaItem } from '@app/domain/jobs/job-events';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { batchPromptValues } from '@app/domain/prompts/prompt-values';
import { NotFound } from '@app/domain/shared/errors';
import { trendDecider } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { findCausedEvent } from '@app/infra/event-store/find-caused-event';
import type { CommandEnvelope } from '../commands/command-handler';
import { loadRubric } from '../reads/stream-states';
import { itemCommand, type JobItemDeps } from './job-item-context';
import { runScoreItem } from './score-item';

export async function runIdeaItem(deps: JobItemDeps, jobId: string, request: GenerateIdeasRequest, item: IdeaItem, envelope: CommandEnvelope): Promise<ItemOutcome> {
  const created = (await createdByItem(deps, item, envelope)) ?? (await createIdea(deps, jobId, request, item, envelope));
  if ('failed' in created) return { succeeded: false, reason: created.failed, generation: null };
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
): Promise<IdeaCreated['data'] | { failed: string }> {
  const promptType = item.type === 'FREE' ? 'IDEA_FREE' : 'IDEA_PREMIUM';
  const prompts = await loadPrompts(deps.eventStore);
  let generated;
  try {
    generated = await deps.ai.generateIdea({
      promptType,
      prompt: fillPrompt(prompts[promptType].content, batchPromptValues(request)),
      userContext: `${jobId} ${item.key}`,
      categories: request.categories,
    });
  } catch (error) {
    if (error instanceof AiGenerationFailed) return { failed: error.message };
    throw error;
  }
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
