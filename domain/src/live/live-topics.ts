// Who may hear of a change, and under which read models (docs/architecture.md "Live change feed"). A change is one
// row of the platform's activity (an event's entity: its kind and id, from the stream it was recorded on,
// history/activity-kind.ts). Its read models split by who may read them: the public catalog and trends go to everyone;
// a member's workspace and account to that member alone, on every connection of theirs; the admin screens to admins.
// A member's generated idea is public only while the marketplace lists it (or at the moment it leaves it), which the
// caller knows from the catalog.
import type { ActivityKind } from '../history/history-view';
import type { UserEvent } from '../users/user-events';

export const LIVE_TOPICS = [
  // everyone
  'catalog',
  'trends',
  // the member it belongs to
  'workspace',
  'account',
  // admins
  'admin-ideas',
  'users',
  'jobs',
  'projections',
  'activity',
  'quality-control',
  'prompts',
  'studio-applications',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveChangeRow {
  kind: ActivityKind;
  entityId: string;
  streamId: string;
  type: string;
}

/** The read models one change touches, by who may hear of it. */
export interface LiveAudience {
  everyone: readonly LiveTopic[];
  /** The member whose own data changed (their workspace, account or subscription), and the topics they hear. */
  owner: { userId: string; topics: readonly LiveTopic[] } | undefined;
  admins: readonly LiveTopic[];
  /**
   * The account whose sessions or role this change altered: its open feeds end once told, and the client reconnects
   * under what its session allows now (an admin demoted stops hearing admin topics).
   */
  endsFeedsOf: string | undefined;
}

export interface LiveViewer {
  userId: string | null;
  admin: boolean;
}

const ADMIN_TOPICS: Record<ActivityKind, readonly LiveTopic[]> = {
  ideas: ['admin-ideas', 'quality-control', 'activity'],
  ugi: ['admin-ideas', 'quality-control', 'activity'],
  ugp2p: ['admin-ideas', 'quality-control', 'activity'],
  workspaces: ['activity'],
  users: ['users', 'activity'],
  trends: ['activity'],
  jobs: ['jobs', 'activity'],
  payments: ['users', 'activity'],
  projections: ['projections', 'activity'],
  prompts: ['prompts', 'activity'],
  'studio-applications': ['studio-applications', 'activity'],
};

/** Streams whose suffix is the account they belong to (docs/architecture.md "Streams and events"). */
const OWNED_STREAMS: readonly (readonly [prefix: string, topic: LiveTopic])[] = [
  ['workspace-', 'workspace'],
  ['user-', 'account'],
  ['subscription-', 'account'],
];

/** What changes what an account's open feeds may hear (a sign-in elsewhere does not). */
const ACCESS_CHANGES: readonly string[] = ['RoleChanged', 'SessionEnded', 'UserDeleted'] satisfies UserEvent['type'][];

/** An unpublish takes a member's idea out of the marketplace: its viewers must hear of it once more. */
const LEAVES_MARKETPLACE = 'UserIdeaUnpublished';

/** `listedUserIdea`: whether the catalog lists this member's idea as public now (ignored for other kinds). */
export function liveAudienceOf(row: LiveChangeRow, listedUserIdea: boolean): LiveAudience {
  const everyone: LiveTopic[] = [];
  if (row.kind === 'ideas') everyone.push('catalog');
  if (row.kind === 'trends') everyone.push('trends');
  if ((row.kind === 'ugi' || row.kind === 'ugp2p') && (listedUserIdea || row.type === LEAVES_MARKETPLACE)) everyone.push('catalog');
  const owned = OWNED_STREAMS.find(([prefix]) => row.streamId.startsWith(prefix));
  const owner = owned && { userId: row.streamId.slice(owned[0].length), topics: [owned[1]] };
  const endsFeedsOf = row.kind === 'users' && ACCESS_CHANGES.includes(row.type) ? row.entityId : undefined;
  return { everyone, owner, admins: ADMIN_TOPICS[row.kind], endsFeedsOf };
}

/** The topics of a change that `viewer` may hear of (none: the viewer does not hear of it at all). */
export function topicsFor(audience: LiveAudience, viewer: LiveViewer): LiveTopic[] {
  const topics = new Set<LiveTopic>(audience.everyone);
  if (audience.owner && audience.owner.userId === viewer.userId) for (const topic of audience.owner.topics) topics.add(topic);
  if (viewer.admin) for (const topic of audience.admins) topics.add(topic);
  return [...topics];
}
