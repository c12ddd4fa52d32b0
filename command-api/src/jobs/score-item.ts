// One chunk of a scoring job (docs/product.md "Scores and market sizing"): every platform idea with an id in the
// chunk's range is scored under the job's rubric version by the AI port, and the scorecard recorded on the idea's own
// stream (ScoreIdea). Idempotent per idea and rubric version: an idea whose scored fields hash to the one its last
// score under this version recorded is passed over before the AI is asked, and the decider records nothing for it
// either, so a redelivered chunk or a second job costs no AI call and adds no event. Ids with no idea (gaps in the
// sequence, deleted ideas) count nowhere; an AI failure counts one idea as failed, not the chunk.
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { ItemOutcome } from '@app/domain/jobs/job-decider';
import type { ScoreChunkItem } from '@app/domain/jobs/job-events';
import { NotFound } from '@app/domain/shared/errors';
import type { ScoreIdea } from '@app/domain/ideas/idea-commands';
import type { PlatformIdea } from '@app/domain/workspace/platform-idea-copy';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { scoredFieldsHash } from '@app/infra/ai/scoring-hashes';
import type { LoadedAggregate } from '@app/infra/event-store/load-aggregate';
import type { CommandEnvelope, StreamCommand } from '../commands/command-handler';
import { mapBounded } from '../commands/bounded-map';
import { loadPlatformIdeas } from '../reads/stream-states';
import { itemCommand, type JobItemDeps } from './job-item-context';
import { rubricScorer, type IdeaOutcome } from './rubric-scorer';

/** AI calls of a chunk in flight at once (the OpenAI scorer waits on the network). */
export const PARALLEL_IDEAS = 8;

/**
 * A chunk costs the store the same few requests whatever its size: one read of every idea stream in its range, then
 * the batch command handler's one transaction appending every IdeaScored, decided on what that read found.
 */
export async function runScoreItem(deps: JobItemDeps, rubricVersion: number, item: ScoreChunkItem, envelope: CommandEnvelope): Promise<ItemOutcome> {
  const scorer = await rubricScorer(deps, rubricVersion);

  async function scorecardOf(ideaId: number, fields: CopyFields, fieldsHash: string): Promise<StreamCommand<ScoreIdea> | 'failed'> {
    const data = await scorer.score(fields, fieldsHash);
    return data === 'failed' ? data : { streamId: ideaStreamId(ideaId), command: itemCommand(deps, { type: 'ScoreIdea', data }) };
  }

  const ids = Array.from({ length: item.lastId - item.firstId + 1 }, (_, index) => item.firstId + index);
  const ideas = await loadPlatformIdeas(deps.eventStore, ids);
  const outcomes: IdeaOutcome[] = [];
  const changed: { ideaId: number; fields: CopyFields; fieldsHash: string }[] = [];
  for (const [ideaId, { state: { state, fields } }] of ideas) {
    if (state.status === 'new' || state.deleted || !fields) outcomes.push('absent');
    else {
      const fieldsHash = scoredFieldsHash(fields);
      if (state.scoredFields[rubricVersion] === fieldsHash) outcomes.push('unchanged');
      else changed.push({ ideaId, fields, fieldsHash });
    }
  }
  const scorecards = await mapBounded(changed, PARALLEL_IDEAS, ({ ideaId, fields, fieldsHash }) => scorecardOf(ideaId, fields, fieldsHash));
  const commands = scorecards.filter((scorecard) => scorecard !== 'failed');
  outcomes.push(...scorecards.filter((scorecard) => scorecard === 'failed'), ...(await record(deps, commands, envelope, ideas)));
  return scorer.outcome(outcomes);
}

/**
 * The chunk's scores recorded in one batch, decided on the ideas as the chunk read them (not read a second time); an
 * idea changed since clashes on its revision, and the batch handler decides again on fresh reads. When an idea was
 * deleted while the chunk was scored its decision refuses (NotFound), and the chunk's scores are recorded one by one
 * instead, that idea counting nowhere.
 */
async function record(
  deps: JobItemDeps,
  commands: readonly StreamCommand<ScoreIdea>[],
  envelope: CommandEnvelope,
  ideas: ReadonlyMap<number, LoadedAggregate<PlatformIdea>>,
): Promise<IdeaOutcome[]> {
  const outcome = ({ events }: { events: readonly unknown[] }): IdeaOutcome => (events.length > 0 ? 'scored' : 'unchanged');
  const read = new Map([...ideas].map(([ideaId, { state, revision }]) => [ideaStreamId(ideaId), { state: state.state, revision }]));
  try {
    return (await deps.batchCommands(ideaDecider, commands, envelope, read)).map(outcome);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
  return await mapBounded(commands, PARALLEL_IDEAS, async ({ streamId, command }) => {
    try {
      return outcome(await deps.commands(ideaDecider, streamId, command, envelope));
    } catch (error) {
      if (error instanceof NotFound) return 'absent';
      throw error;
    }
  });
}
