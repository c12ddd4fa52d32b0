import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectionsApi } from '@app/domain/projections/projections-api';
import { apiAnswer } from '../../../lib/api-client';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { adminProjectionsKeys } from './admin-projections-keys';

// GET /api/admin/projections (ADMIN) → { projections }: every generation building or serving, with its position, lag,
// progress, runner and error.

/**
 * Positions and lag move with every change, and the change feed marks the list stale on each one
 * (app/live/live-query-keys.ts). What it cannot tell is time passing with no change: a generation's build, which
 * appends nothing (its bar moves every second), and a runner's heartbeat, which goes stale by itself when a runner dies
 * (read every 30 s).
 */
export const BUILDING_POLL_MS = 1_000;
export const IDLE_POLL_MS = 30_000;

export async function getProjections(signal?: AbortSignal): Promise<ProjectionStatus[]> {
  const { projections } = await apiAnswer(projectionsApi.list.responses[200], '/api/admin/projections', { signal });
  return projections;
}

/** The poll's period for the generations last read. */
export const pollInterval = (generations: readonly ProjectionStatus[] | undefined): number =>
  generations?.some((generation) => generation.status === 'building') ? BUILDING_POLL_MS : IDLE_POLL_MS;

export const projectionsQueryOptions = () =>
  queryOptions({
    queryKey: adminProjectionsKeys.list(),
    queryFn: ({ signal }) => getProjections(signal),
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data),
  });

export function useProjections() {
  return useQuery(projectionsQueryOptions());
}
