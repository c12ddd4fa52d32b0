import type { ProjectionStatus } from '@app/domain/projections/projection-status';

// The generations the section's tests read: `jobs` serving, caught up, unless told otherwise.
export function generation(overrides: Partial<ProjectionStatus> = {}): ProjectionStatus {
  return {
    name: 'jobs',
    version: 1,
    generation: 1,
    status: 'active',
    position: '0000000000000900.0000000000000900',
    eventsApplied: 1234,
    lag: 0,
    progress: null,
    indexing: null,
    runner: 'host-1:4242',
    heartbeatAt: '2026-03-10T11:59:58.000Z',
    updatedAt: '2026-03-10T11:59:58.000Z',
    error: null,
    ...overrides,
  };
}
