// The admin's calls on the scoring rubric's versions (docs/product.md "Scores and market sizing"): a saved change of
// the scoring prompt drafts the next version; a draft is re-scored (a job over every platform idea, the marketplace
// keeping the active scores meanwhile), then activated or discarded. The rubric decider checks ADMIN and that the
// version is a draft; nothing here decides again.
import type { Kysely } from 'kysely';
import type { PromptsEvent } from '@app/domain/prompts/prompts-events';
import { draftVersion, rubricDecider } from '@app/domain/scoring/rubric-decider';
import { SCORING_RUBRIC_STREAM } from '@app/domain/scoring/scoring-events';
import type { Actor } from '@app/domain/shared/decider';
import { Conflict } from '@app/domain/shared/errors';
import { scoringPromptHash } from '@app/infra/ai/scoring-hashes';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../command-api-database';
import type { CommandScope } from '../commands/command-handler';
import { scoreAllRequest } from '../jobs/score-requests';
import { requestJob, type RequestJobDeps } from '../jobs/start-job';
import { loadRubric } from '../reads/stream-states';

export const NO_IDEAS_TO_SCORE = 'There are no ideas to score';
export const rubricActivated = (version: number) => `Rubric version ${version} is now active`;
export const rubricDiscarded = (version: number) => `Rubric version ${version} discarded`;

/** After a prompts edit: the edit's new scoring prompt, if it changed one, drafts the next rubric version. */
export async function draftOnScoringPromptChange({ run, clock }: CommandScope, actor: Actor, recorded: readonly PromptsEvent[]): Promise<void> {
  const content = recorded.findLast((event) => event.data.prompts.SCORING)?.data.prompts.SCORING?.content;
  if (content === undefined) return;
  await run(rubricDecider, SCORING_RUBRIC_STREAM, { type: 'DraftRubricVersion', data: { promptHash: scoringPromptHash(content) }, metadata: { actor, now: clock.now() } });
}

export interface RescoreDeps extends Omit<RequestJobDeps, 'run'> {
  db: Kysely<CommandApiDatabase>;
  eventStore: EventStore;
}

/** A job scoring every platform idea under a draft version; its id. */
export async function rescoreDraft({ run, clock }: CommandScope, deps: RescoreDeps, actor: Actor, version: number): Promise<string> {
  draftVersion(await loadRubric(deps.eventStore), version);
  const request = await scoreAllRequest(deps.db, version);
  if (request.items.length === 0) throw new Conflict(NO_IDEAS_TO_SCORE);
  return requestJob({ ...deps, run }, { actor, now: clock.now() }, request);
}

export async function activateRubricVersion({ run, clock }: CommandScope, actor: Actor, version: number) {
  await run(rubricDecider, SCORING_RUBRIC_STREAM, { type: 'ActivateRubricVersion', data: { version }, metadata: { actor, now: clock.now() } });
  return { message: rubricActivated(version), version };
}

export async function discardRubricVersion({ run, clock }: CommandScope, actor: Actor, version: number) {
  await run(rubricDecider, SCORING_RUBRIC_STREAM, { type: 'DiscardRubricVersion', data: { version }, metadata: { actor, now: clock.now() } });
  return { message: rubricDiscarded(version), version };
}
