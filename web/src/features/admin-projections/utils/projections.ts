import type { RebuildStarted } from '@app/domain/history/history-view';
import type { ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';

// What the Projections section shows: each projection with its generations, how fresh its runner is, and the words of
// its states and toasts.

export const PROJECTIONS_FAILED = 'Failed to load projections';
export const NO_PROJECTIONS = 'No projections are running.';
export const REBUILD_FAILED = 'Failed to start the rebuild';

/** A runner beats every 2 s and is taken for gone after 10 s (projectors/src/runtime/position-waiter.ts). */
export const RUNNER_GONE_MS = 10_000;

export interface Projection {
  name: string;
  /** Newest first: a rebuild's building generation above the one serving. */
  generations: ProjectionStatus[];
  /** A rebuild (or a new version) is being built: another request would be refused. */
  building: boolean;
}

/** The server's generations grouped by projection, by name; each projection's newest generation first. */
export function groupProjections(generations: readonly ProjectionStatus[]): Projection[] {
  const byName = new Map<string, ProjectionStatus[]>();
  for (const generation of generations) byName.set(generation.name, [...(byName.get(generation.name) ?? []), generation]);
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => {
      const sorted = list.sort((a, b) => b.version - a.version || b.generation - a.generation);
      return { name, generations: sorted, building: sorted.some((generation) => generation.status === 'building') };
    });
}

/** How long ago the runner proved it is alive: '3 s ago', '4 min ago', '2 h ago'; a dash without a runner. */
export function heartbeatAge(heartbeatAt: string | null, now: number): string {
  const at = heartbeatAt === null ? Number.NaN : Date.parse(heartbeatAt);
  if (Number.isNaN(at)) return '—';
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

/** No heartbeat, or one too old: nothing is advancing this generation. */
export function runnerGone(heartbeatAt: string | null, now: number): boolean {
  const at = heartbeatAt === null ? Number.NaN : Date.parse(heartbeatAt);
  return Number.isNaN(at) || now - at > RUNNER_GONE_MS;
}

export function rebuildStarted({ name, version, generation }: RebuildStarted): ToastOptions {
  return { title: `Rebuild of ${name} started`, description: `Generation ${generation} of version ${version} is building.`, variant: 'success' };
}

/** The server's reason ('A rebuild of jobs is already running', 'Projection not found: x'), else ours. */
export function rebuildFailed(error: unknown): ToastOptions {
  return { title: serverMessage(error) ?? REBUILD_FAILED, variant: 'destructive' };
}
