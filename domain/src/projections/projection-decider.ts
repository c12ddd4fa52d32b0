// Decisions on a projection's stream (`projection-<name>`): an ADMIN asks for a rebuild. The projector runtime plans
// the generation under its registry lock and hands the plan in, with the generation already building, if any; the
// request is recorded before the generation is added (projectors/src/runtime/rebuild-request.ts says why).
import type { Command, Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';
import { requireRole } from '../users/permissions';
import type { ProjectionEvent } from './projection-events';

export const projectionNotFound = (name: string) => `Projection not found: ${name}`;
export const rebuildAlreadyRunning = (name: string) => `A rebuild of ${name} is already running`;

/** A generation of a projection version. */
export interface GenerationRef {
  version: number;
  generation: number;
}

/**
 * `generation`: the one the runtime will add for this request (the next of `version`); `building`: the one of the
 * projection's version in code that is building now, if any.
 */
export type RequestProjectionRebuild = Command<
  'RequestProjectionRebuild',
  { name: string; version: number; generation: number; building: GenerationRef | null }
>;
export type ProjectionCommand = RequestProjectionRebuild;

export interface ProjectionState {
  /** The generation the last recorded rebuild request named. */
  lastRequested: GenerationRef | null;
}

export function evolveProjection(state: ProjectionState, event: ProjectionEvent): ProjectionState {
  switch (event.type) {
    case 'ProjectionRebuildRequested':
      return { lastRequested: { version: event.data.version, generation: event.data.generation } };
    case 'ProjectionEventSkipped':
      return state;
  }
}

export function decideProjection(command: ProjectionCommand, state: ProjectionState): ProjectionEvent[] {
  requireRole(command.metadata.actor, 'ADMIN');
  const { name, version, generation, building } = command.data;
  // Two builds of one version would race to replace each other; the one building already does what was asked.
  if (building) throw new Conflict(rebuildAlreadyRunning(name));
  // The request for this very generation is recorded, and its generation was never added (the process stopped
  // between the two writes): it takes effect now, and the trail keeps one request per generation.
  if (state.lastRequested?.version === version && state.lastRequested.generation === generation) return [];
  return [{ type: 'ProjectionRebuildRequested', data: { name, version, generation, at: command.metadata.now.toISOString() } }];
}

export const projectionDecider: Decider<ProjectionState, ProjectionCommand, ProjectionEvent> = {
  initialState: () => ({ lastRequested: null }),
  evolve: evolveProjection,
  decide: decideProjection,
};
