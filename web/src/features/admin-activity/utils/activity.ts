import type { ActivityEntry, ActivityKind } from '@app/domain/history/history-view';
import { serverMessage } from '../../../lib/api-client';

// What the Activity section says: its states, how each kind of entity is named, and which actor a row filters by.

export const NO_ACTIVITY = 'No activity matches these filters.';
export const ACTIVITY_FAILED = 'Failed to load activity';

/** The kind select's names, singular: a row reads 'Idea #12', 'User <id>'. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  ideas: 'Idea',
  users: 'User',
  trends: 'Trend',
  ugi: 'UGI idea',
  ugp2p: 'UGP2P idea',
  workspaces: 'Workspace',
  prompts: 'System prompts',
  jobs: 'AI job',
  payments: 'Payment',
  projections: 'Projection',
  'studio-applications': 'Studio application',
};

/** Kinds whose ids are the spec's numbers, shown as '#12'. */
const NUMBERED: ReadonlySet<ActivityKind> = new Set(['ideas', 'trends', 'ugi', 'ugp2p']);

/** The entity's id as a row shows it: '#12' for an idea or a trend, the id itself otherwise; none for the one prompts stream. */
export function entityIdLabel(entry: Pick<ActivityEntry, 'kind' | 'entityId'>): string | null {
  if (entry.kind === 'prompts') return null;
  return NUMBERED.has(entry.kind) ? `#${entry.entityId}` : entry.entityId;
}

/**
 * What the actor filter takes to show only this row's actor: a person's email (their username, then their id, once
 * erased), or the system actor's name.
 */
export function actorFilterOf(actor: ActivityEntry['actor']): string {
  return actor.kind === 'system' ? actor.id : (actor.email ?? actor.username ?? actor.id);
}

/** The failure's text: the server's reason for a refused filter (a 400 naming the field), else ours. */
export const activityFailedText = (error: unknown): string => serverMessage(error) ?? ACTIVITY_FAILED;
