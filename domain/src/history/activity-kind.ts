// The platform's activity (GET /api/admin/activity): which events it lists, and which entity each one is about (its
// kind and its id within the kind), read from the stream it was recorded on. A member's workspace stream holds the
// curation of their generated ideas too: events that name a generated idea (its id and source) are that idea's (ugi /
// ugp2p); the rest are the workspace's (an edit of the creator's own copy included: which idea a copy is needs the
// stream folded, and the entity history shows it on the idea).
import { IDEA_VIEWS_STREAM } from '../ideas/idea-events';
import { DESCRIBED_EVENT_TYPES, type RecordedDomainEvent } from './describe-event';
import type { ActivityKind } from './history-view';

export interface ActivityEntity {
  kind: ActivityKind;
  entityId: string;
}

/**
 * Events nobody's change: the view counter's batches (a flood that would bury every change, and whose line is
 * counts, not an act), and the email / username reservations (bookkeeping of uniqueness, shown by the user's own
 * registration and changes).
 */
const NOT_ACTIVITY: readonly RecordedDomainEvent['type'][] = ['IdeaViewsRecorded', 'EmailReserved', 'EmailReleased', 'UsernameReserved', 'UsernameReleased'];

/** Every event type the activity lists: all the domain's, but those above. */
export const ACTIVITY_EVENT_TYPES: readonly RecordedDomainEvent['type'][] = DESCRIBED_EVENT_TYPES.filter((type) => !NOT_ACTIVITY.includes(type));

/** Stream prefixes (`<prefix><id>`, docs/architecture.md "Streams and events") and the kind their events belong to. */
const KIND_BY_PREFIX: readonly (readonly [string, ActivityKind])[] = [
  ['idea-', 'ideas'],
  ['user-', 'users'],
  ['trend-', 'trends'],
  ['workspace-', 'workspaces'],
  ['job-', 'jobs'],
  ['checkout-', 'payments'],
  ['subscription-', 'payments'],
  ['projection-', 'projections'],
  ['studio-application-', 'studio-applications'],
];

/** The one stream of the system prompts: the entity is the prompts as a whole. */
const PROMPTS_STREAM = 'prompts';

/** Undefined for a stream that is nobody's entity (the view counter's, which shares the ideas' prefix; reservations). */
export function activityEntityOf(streamId: string, data: unknown): ActivityEntity | undefined {
  if (streamId === PROMPTS_STREAM) return { kind: 'prompts', entityId: PROMPTS_STREAM };
  if (streamId === IDEA_VIEWS_STREAM) return undefined;
  const match = KIND_BY_PREFIX.find(([prefix]) => streamId.startsWith(prefix));
  if (!match) return undefined;
  const [prefix, kind] = match;
  if (kind === 'workspaces') {
    const userIdea = userIdeaOf(data);
    if (userIdea) return userIdea;
  }
  return { kind, entityId: streamId.slice(prefix.length) };
}

/** A member's generated idea named by the event (its id and source), if the event is about one. */
function userIdeaOf(data: unknown): ActivityEntity | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { ideaId, source } = data as { ideaId?: unknown; source?: unknown };
  if (typeof ideaId !== 'number') return undefined;
  if (source === 'UGI') return { kind: 'ugi', entityId: String(ideaId) };
  if (source === 'UGP2P') return { kind: 'ugp2p', entityId: String(ideaId) };
  return undefined;
}
