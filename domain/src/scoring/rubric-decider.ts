// Decisions on the scoring rubric's versions (stream `scoring-rubric`, docs/product.md "Scores and market sizing").
// Version 1 is the default scoring prompt, active from the start with no event. Each saved change of the scoring
// prompt drafts the next version (the prompts-update workflow asks, with the new prompt's hash); an admin compares a
// draft's scores with the active ones, then activates it or discards it. Only a draft may be activated or discarded.
import type { Command, Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { requireRole } from '../users/permissions';
import { RUBRIC_VERSION_NOT_FOUND } from './scoring-api';
import { FIRST_RUBRIC_VERSION, type RubricEvent } from './scoring-events';

export type RubricVersionStatus = 'active' | 'draft' | 'discarded' | 'retired';

export interface RubricVersion {
  version: number;
  status: RubricVersionStatus;
  /** Null for version 1, the default prompt (its hash is the default prompt's, computed by whoever needs it). */
  promptHash: string | null;
  /** When it was drafted; null for version 1. */
  draftedAt: string | null;
}

export interface RubricState {
  /** By version, from 1. */
  versions: readonly RubricVersion[];
  active: number;
}

export const notADraft = (version: number, status: RubricVersionStatus) => `Rubric version ${version} is ${status}, not a draft`;

/** `promptHash`: SHA-256 (hex) of the scoring prompt just saved. */
export type DraftRubricVersion = Command<'DraftRubricVersion', { promptHash: string }>;
export type ActivateRubricVersion = Command<'ActivateRubricVersion', { version: number }>;
export type DiscardRubricVersion = Command<'DiscardRubricVersion', { version: number }>;
export type RubricCommand = DraftRubricVersion | ActivateRubricVersion | DiscardRubricVersion;

export const initialRubricState = (): RubricState => ({
  versions: [{ version: FIRST_RUBRIC_VERSION, status: 'active', promptHash: null, draftedAt: null }],
  active: FIRST_RUBRIC_VERSION,
});

const withStatus = (state: RubricState, version: number, status: RubricVersionStatus): RubricVersion[] =>
  state.versions.map((entry) => (entry.version === version ? { ...entry, status } : entry));

export function evolveRubric(state: RubricState, event: RubricEvent): RubricState {
  switch (event.type) {
    case 'RubricVersionDrafted': {
      const { version, promptHash, at } = event.data;
      return { ...state, versions: [...state.versions, { version, status: 'draft', promptHash, draftedAt: at }] };
    }
    case 'RubricVersionActivated': {
      const { version, previous } = event.data;
      return { versions: withStatus({ ...state, versions: withStatus(state, previous, 'retired') }, version, 'active'), active: version };
    }
    case 'RubricVersionDiscarded':
      return { ...state, versions: withStatus(state, event.data.version, 'discarded') };
  }
}

/** The version a command names, if it is a draft; else 404 (no such version) or 409 (not a draft). */
export function draftVersion(state: RubricState, version: number): RubricVersion {
  const found = state.versions.find((entry) => entry.version === version);
  if (!found) throw new NotFound(RUBRIC_VERSION_NOT_FOUND);
  if (found.status !== 'draft') throw new Conflict(notADraft(version, found.status));
  return found;
}

export function decideRubric(command: RubricCommand, state: RubricState): RubricEvent[] {
  requireRole(command.metadata.actor, 'ADMIN');
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'DraftRubricVersion': {
      const version = state.versions.length + 1;
      return [{ type: 'RubricVersionDrafted', data: { version, promptHash: command.data.promptHash, at } }];
    }
    case 'ActivateRubricVersion': {
      const { version } = draftVersion(state, command.data.version);
      return [{ type: 'RubricVersionActivated', data: { version, previous: state.active, at } }];
    }
    case 'DiscardRubricVersion': {
      const { version } = draftVersion(state, command.data.version);
      return [{ type: 'RubricVersionDiscarded', data: { version, at } }];
    }
  }
}

export const rubricDecider: Decider<RubricState, RubricCommand, RubricEvent> = {
  initialState: initialRubricState,
  evolve: evolveRubric,
  decide: decideRubric,
};
