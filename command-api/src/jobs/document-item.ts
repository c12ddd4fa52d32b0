// One document of one idea (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): written by the AI with the
// document's prompt from the idea's current fields, then recorded in the idea's stream (added under the id the job
// allocated, or rewriting the document of that type the idea has). An unknown or deleted idea is the item's failure,
// not the job's. A redelivered item finds the document it already wrote (its event carries the item as causation and
// the generation).
import { IDEA_NOT_FOUND, ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId, type IdeaDocumentAdded, type IdeaDocumentEdited } from '@app/domain/ideas/idea-events';
import type { ItemOutcome } from '@app/domain/jobs/job-decider';
import type { DocumentItem } from '@app/domain/jobs/job-events';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { documentPromptType } from '@app/domain/prompts/prompt-types';
import { ideaPromptValues } from '@app/domain/prompts/prompt-values';
import { NotFound } from '@app/domain/shared/errors';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { findCausedEvent } from '@app/infra/event-store/find-caused-event';
import type { CommandEnvelope } from '../commands/command-handler';
import { loadPlatformIdea } from '../reads/stream-states';
import { itemCommand, type JobItemDeps } from './job-item-context';

type Written = (IdeaDocumentAdded | IdeaDocumentEdited)['data'];

export async function runDocumentItem(deps: JobItemDeps, item: DocumentItem, envelope: CommandEnvelope): Promise<ItemOutcome> {
  const streamId = ideaStreamId(item.ideaId);
  const idea = await loadPlatformIdea(deps.eventStore, item.ideaId);
  if (idea.state.status === 'new' || idea.state.deleted || !idea.fields) return notFound();
  const { batchNumber } = idea.state;
  const fields = idea.fields;
  let written = await writtenByItem(deps, item, envelope);
  if (!written) {
    const promptType = documentPromptType(item.documentType);
    const prompts = await loadPrompts(deps.eventStore);
    let generated;
    try {
      generated = await deps.ai.generateDocument({
        promptType,
        prompt: fillPrompt(prompts[promptType].content, ideaPromptValues(fields)),
        idea: fields,
        documentType: item.documentType,
      });
    } catch (error) {
      if (error instanceof AiGenerationFailed) return { succeeded: false, reason: error.message, generation: null };
      throw error;
    }
    const { content, generation } = generated;
    try {
      const { events } = await deps.commands(
        ideaDecider,
        streamId,
        itemCommand(deps, { type: 'GenerateIdeaDocument', data: { documentId: item.documentId, type: item.documentType, content, generation } }),
        envelope,
      );
      // Nothing recorded: another delivery of this item added the document under the job's id meanwhile.
      written = (events[0]?.data as Written | undefined) ?? (await writtenByItem(deps, item, envelope));
    } catch (error) {
      // Deleted while the AI was writing.
      if (error instanceof NotFound) return notFound(generation);
      throw error;
    }
  }
  if (!written?.generation) throw new Error(`Document ${item.documentType} of idea ${item.ideaId} was not written by item ${item.key} with its generation`);
  return {
    succeeded: true,
    result: { kind: 'document', ideaId: item.ideaId, title: fields.title, documentType: item.documentType, documentId: written.documentId, batchNumber },
    generation: written.generation,
  };
}

async function writtenByItem(deps: JobItemDeps, item: DocumentItem, envelope: CommandEnvelope): Promise<Written | undefined> {
  const found = await findCausedEvent(deps.eventStore, ideaStreamId(item.ideaId), envelope.causationId, ['IdeaDocumentAdded', 'IdeaDocumentEdited']);
  return found?.data as Written | undefined;
}

const notFound = (generation: ItemOutcome['generation'] = null): ItemOutcome => ({ succeeded: false, reason: IDEA_NOT_FOUND, generation });
