// The one home of the reads a command takes before it decides: a stream's current state, folded straight from the
// event store as the command handler folds it (never a projection). Decisions that span streams (a trend links only
// Published ideas, a save copies the idea as its stream has it, a cancel asks the provider about the live
// subscription), answers that show more than the command's own result, and the job workers' look at their job read
// here; the decision itself is taken again on the stream it appends to, by the command handler
// (docs/architecture.md "Streams and events"). Outside this file only the command handler calls loadAggregate.
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { IdeaState } from '@app/domain/ideas/idea-state';
import { jobDecider, type JobState } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { subscriptionDecider, subscriptionStreamId, type SubscriptionState } from '@app/domain/payments/subscription';
import { rubricDecider, type RubricState } from '@app/domain/scoring/rubric-decider';
import { SCORING_RUBRIC_STREAM } from '@app/domain/scoring/scoring-events';
import { NotFound } from '@app/domain/shared/errors';
import { trendDecider, type TrendState } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { emailReservation, usernameReservation, type ReservationState } from '@app/domain/users/reservation';
import { USER_NOT_FOUND, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import type { ActiveUser, UserState } from '@app/domain/users/user-state';
import { platformIdeaFold, type PlatformIdea } from '@app/domain/workspace/platform-idea-copy';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate, loadAggregates, type LoadedAggregate, type StreamStateCache } from '@app/infra/event-store/load-aggregate';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { personalDataPayloads } from '@app/infra/personal-data/personal-field';
import { emailReservationStreamId, usernameReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import { mapBounded } from '../commands/bounded-map';

/** Streams whose texts are sealed personal data (a user's, a workspace's) are opened as the command handler opens them. */
export interface SealedStreams {
  eventStore: EventStore;
  personalData: PersonalDataVault;
}

/** Idea streams read at once while checking a batch. */
const PARALLEL_READS = 16;

export async function loadIdea(eventStore: EventStore, ideaId: number): Promise<IdeaState> {
  return (await loadAggregate(eventStore, ideaStreamId(ideaId), ideaDecider)).state;
}

/** Linkable to a trend: a Published idea that is not deleted. */
function isPublishedIdea(state: IdeaState): boolean {
  return state.status === 'existing' && !state.deleted && state.publication === 'Published';
}

/** Which of the ids are Published, live ideas, read from their streams. */
export async function publishedAmong(eventStore: EventStore, ideaIds: readonly number[]): Promise<number[]> {
  const states = await mapBounded(ideaIds, PARALLEL_READS, (ideaId) => loadIdea(eventStore, ideaId));
  return ideaIds.filter((_, index) => isPublishedIdea(states[index]!));
}

/** A platform idea as a member's copy takes it. */
export async function loadPlatformIdea(eventStore: EventStore, ideaId: number): Promise<PlatformIdea> {
  return (await loadAggregate(eventStore, ideaStreamId(ideaId), platformIdeaFold)).state;
}

/**
 * Platform ideas as loadPlatformIdea takes each, read in one go (a scoring chunk's range), by id, with the revision
 * each was read at (the chunk's batch decides on them: BatchCommandHandler's `loaded`).
 */
export async function loadPlatformIdeas(eventStore: EventStore, ideaIds: readonly number[]): Promise<Map<number, LoadedAggregate<PlatformIdea>>> {
  const loaded = await loadAggregates(eventStore, ideaIds.map(ideaStreamId), platformIdeaFold);
  return new Map(ideaIds.map((ideaId) => [ideaId, loaded.get(ideaStreamId(ideaId))!]));
}

export async function loadWorkspace(deps: SealedStreams, userId: string): Promise<WorkspaceState> {
  return (await loadAggregate(deps.eventStore, workspaceStreamId(userId), workspaceDecider, personalDataPayloads(deps.personalData))).state;
}

/** The scoring rubric's versions (stream `scoring-rubric`). */
export async function loadRubric(eventStore: EventStore): Promise<RubricState> {
  return (await loadAggregate(eventStore, SCORING_RUBRIC_STREAM, rubricDecider)).state;
}

export async function loadTrend(eventStore: EventStore, trendId: number): Promise<TrendState> {
  return (await loadAggregate(eventStore, trendStreamId(trendId), trendDecider)).state;
}

export async function loadSubscription(eventStore: EventStore, userId: string): Promise<SubscriptionState> {
  return (await loadAggregate(eventStore, subscriptionStreamId(userId), subscriptionDecider)).state;
}

/** The user's state with its personal data opened (for password checks and answers that show email and username). */
export async function loadUser(deps: SealedStreams, userId: string): Promise<UserState> {
  return (await loadAggregate(deps.eventStore, userStreamId(userId), userDecider, personalDataPayloads(deps.personalData))).state;
}

/** The signed-in user's account, 404 once it is deleted. */
export async function currentUser(deps: SealedStreams, userId: string): Promise<ActiveUser> {
  const user = await loadUser(deps, userId);
  if (user.status !== 'active') throw new NotFound(USER_NOT_FOUND);
  return user;
}

/** Who holds an email or a username (their reservation stream). */
export async function loadReservation(eventStore: EventStore, field: 'email' | 'username', value: string): Promise<ReservationState> {
  return field === 'email'
    ? (await loadAggregate(eventStore, emailReservationStreamId(value), emailReservation)).state
    : (await loadAggregate(eventStore, usernameReservationStreamId(value), usernameReservation)).state;
}

/** A job's state and its last event's position; with the command handler's cache, only what it recorded since. */
export function loadJob(eventStore: EventStore, jobId: string, cache?: StreamStateCache<JobState>) {
  return loadAggregate(eventStore, jobStreamId(jobId), jobDecider, undefined, cache);
}
