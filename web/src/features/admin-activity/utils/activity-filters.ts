import { ACTIVITY_KINDS, type ActivityKind } from '@app/domain/history/history-view';
import { DESCRIBED_EVENT_TYPES } from '@app/domain/history/describe-event';

// The Activity section's filters (GET /api/admin/activity?actor=&kind=&type=), kept in the address next to the
// section (`/admin?section=activity&kind=ideas`), so a reload or a shared link shows the same changes.

export interface ActivityFilters {
  /** A user's id, email or username, or a system actor's name; '' for everyone. */
  actor: string;
  kind: ActivityKind | null;
  /** An event type such as `IdeaStamped`; '' for every type. */
  type: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { actor: '', kind: null, type: '' };

const PARAMS = { actor: 'actor', kind: 'kind', type: 'type' } as const satisfies Record<keyof ActivityFilters, string>;

export const isActivityKind = (value: unknown): value is ActivityKind => (ACTIVITY_KINDS as readonly unknown[]).includes(value);

/** The filters an address names; a kind it does not know reads as every kind. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const kind = params.get(PARAMS.kind);
  return {
    actor: params.get(PARAMS.actor)?.trim() ?? '',
    kind: isActivityKind(kind) ? kind : null,
    type: params.get(PARAMS.type)?.trim() ?? '',
  };
}

/** The address's parameters with `changes` applied; an empty filter leaves the address, other parameters stay. */
export function writeActivityFilters(current: URLSearchParams, changes: Partial<ActivityFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [field, value] of Object.entries(changes) as [keyof ActivityFilters, string | null][]) {
    const text = value?.trim() ?? '';
    if (text === '') next.delete(PARAMS[field]);
    else next.set(PARAMS[field], text);
  }
  return next;
}

export const hasActivityFilters = (filters: ActivityFilters): boolean => filters.actor !== '' || filters.kind !== null || filters.type !== '';

/** The call's query: only the filters that are set, and the cursor of the page after the one before. */
export function activitySearch(filters: ActivityFilters, before: string | null): string {
  const params = new URLSearchParams();
  if (filters.actor !== '') params.set('actor', filters.actor);
  if (filters.kind !== null) params.set('kind', filters.kind);
  if (filters.type !== '') params.set('type', filters.type);
  if (before !== null) params.set('before', before);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** The event type field's suggestions: every event type the platform records, alphabetically. */
export const EVENT_TYPE_SUGGESTIONS: readonly string[] = [...DESCRIBED_EVENT_TYPES].sort();
