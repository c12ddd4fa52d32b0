// Which idea an id names (an admin's curation, a member's save). Platform (FD) ideas and user ideas (UGI from 100000, UGP2P from 200000) come
// from separate sequences, so the rule is: an FD idea when its stream `idea-<id>` exists, else the user idea of that
// id, by its range. `?source=` says it outright (the SPA sends it for user ideas). A user idea's curation is decided
// in its creator's workspace, found in the owners table written when the id was allocated.
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { NotFound, ValidationError } from '@app/domain/shared/errors';
import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { StreamNotFound } from '@app/infra/event-store/errors';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../command-api-database';
import { WORKSPACE_ID_SEQUENCES } from '../ids/id-sequences';
import { ownerOfUserIdea } from '../ids/user-idea-owners';

export const ONLY_PLATFORM_IDEAS = 'Only platform ideas can be changed this way';

export type IdeaTarget = { kind: 'FD'; ideaId: number } | { kind: 'user'; source: UserIdeaSource; ideaId: number; userId: string };

export interface ResolveIdeaDeps {
  db: Kysely<CommandApiDatabase>;
  eventStore: EventStore;
}

/** The user collection an id falls in when no source is given. */
function userSourceOf(ideaId: number): UserIdeaSource | undefined {
  if (ideaId >= WORKSPACE_ID_SEQUENCES.ugp2p_ids) return 'UGP2P';
  return ideaId >= WORKSPACE_ID_SEQUENCES.ugi_ids ? 'UGI' : undefined;
}

async function ideaStreamExists(eventStore: EventStore, ideaId: number): Promise<boolean> {
  try {
    await eventStore.readStream(ideaStreamId(ideaId), { limit: 1 });
    return true;
  } catch (error) {
    if (error instanceof StreamNotFound) return false;
    throw error;
  }
}

/**
 * Every idea the id may name, in the rule's order: the FD idea (when its stream exists, or when `source` is FD: its
 * decider then answers for a missing one), then the user idea. Ids allocated today never name both.
 */
export async function ideaCandidates(deps: ResolveIdeaDeps, ideaId: number, source?: IdeaSource): Promise<IdeaTarget[]> {
  const candidates: IdeaTarget[] = [];
  if (source === 'FD' || (source === undefined && (await ideaStreamExists(deps.eventStore, ideaId)))) candidates.push({ kind: 'FD', ideaId });
  const userSource = source === undefined ? userSourceOf(ideaId) : source === 'FD' ? undefined : source;
  const userId = userSource && (await ownerOfUserIdea(deps.db, userSource, ideaId));
  if (userSource && userId) candidates.push({ kind: 'user', source: userSource, ideaId, userId });
  return candidates;
}

/** The idea the id names (404 'Idea not found' when none). */
export async function resolveIdea(deps: ResolveIdeaDeps, ideaId: number, source?: IdeaSource): Promise<IdeaTarget> {
  const [target] = await ideaCandidates(deps, ideaId, source);
  if (!target) throw new NotFound(IDEA_NOT_FOUND);
  return target;
}

/** For the calls that change only what a platform idea has (type, auto-delete, edits, documents): a user idea is a 400. */
export async function platformIdeaId(deps: ResolveIdeaDeps, ideaId: number, source?: IdeaSource): Promise<number> {
  if (source === 'UGI' || source === 'UGP2P') throw new ValidationError(ONLY_PLATFORM_IDEAS);
  // An id no idea has stays the FD decider's 404, as before user ideas were curated here.
  const [target] = await ideaCandidates(deps, ideaId, source);
  if (target?.kind === 'user') throw new ValidationError(ONLY_PLATFORM_IDEAS);
  return ideaId;
}
