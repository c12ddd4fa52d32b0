// A scoring job's item for a member's ideas (docs/product.md "Scores and market sizing"): the ideas it names are read
// from their creator's workspace with the member's texts opened, each public one (shared or published, not deleted) is
// scored by the AI port, and its scorecard recorded in that workspace (ScoreUserIdea), sealed under the member's key.
// Idempotent per idea and rubric version as a platform idea's chunk is: the same fields under the same version cost no
// AI call and add no event. A private idea is never scored: it is its creator's alone.
import type { ItemOutcome } from '@app/domain/jobs/job-decider';
import type { MemberScoreItem } from '@app/domain/jobs/job-events';
import { NotFound } from '@app/domain/shared/errors';
import type { ScoreUserIdea } from '@app/domain/workspace/workspace-commands';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import type { UserIdea, WorkspaceState } from '@app/domain/workspace/workspace-state';
import { scoredFieldsHash } from '@app/infra/ai/scoring-hashes';
import type { CommandEnvelope } from '../commands/command-handler';
import { mapBounded } from '../commands/bounded-map';
import { loadWorkspace } from '../reads/stream-states';
import { itemCommand, type JobItemDeps } from './job-item-context';
import { rubricScorer, type IdeaOutcome } from './rubric-scorer';
import { PARALLEL_IDEAS } from './score-item';

/** The member's public, live idea of that id with its fields (their own copy's, their edits included). */
function publicIdea(state: WorkspaceState, ideaId: number): { userIdea: UserIdea; fields: CopyFields } | undefined {
  for (const userIdea of state.userIdeas.values()) {
    if (userIdea.ideaId !== ideaId || userIdea.private || userIdea.deleted) continue;
    const fields = state.copies.get(userIdea.copyId)?.idea;
    return fields && { userIdea, fields };
  }
  return undefined;
}

export async function runMemberScoreItem(deps: JobItemDeps, rubricVersion: number, item: MemberScoreItem, envelope: CommandEnvelope): Promise<ItemOutcome> {
  const scorer = await rubricScorer(deps, rubricVersion);
  const state = await loadWorkspace(deps, item.userId);
  const outcomes: IdeaOutcome[] = [];
  const changed: { userIdea: UserIdea; fields: CopyFields; fieldsHash: string }[] = [];
  for (const ideaId of new Set(item.ideaIds)) {
    const found = publicIdea(state, ideaId);
    if (!found) outcomes.push('absent');
    else {
      const fieldsHash = scoredFieldsHash(found.fields);
      if (found.userIdea.scoredFields[rubricVersion] === fieldsHash) outcomes.push('unchanged');
      else changed.push({ ...found, fieldsHash });
    }
  }
  const scores = await mapBounded(changed, PARALLEL_IDEAS, async ({ userIdea, fields, fieldsHash }) => ({ userIdea, data: await scorer.score(fields, fieldsHash) }));
  // One stream: the scores are appended one after the other, each decided on the workspace as the last one left it.
  for (const { userIdea, data } of scores) {
    if (data === 'failed') {
      outcomes.push('failed');
      continue;
    }
    try {
      const command = itemCommand<ScoreUserIdea>(deps, { type: 'ScoreUserIdea', data: { source: userIdea.source, ideaId: userIdea.ideaId, ...data } });
      const { events } = await deps.commands(workspaceDecider, workspaceStreamId(item.userId), command, envelope);
      outcomes.push(events.length > 0 ? 'scored' : 'unchanged');
    } catch (error) {
      // Deleted by an admin while it was scored.
      if (!(error instanceof NotFound)) throw error;
      outcomes.push('absent');
    }
  }
  return scorer.outcome(outcomes);
}
