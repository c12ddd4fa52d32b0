// What saving a platform idea copies: its current fields, folded from its own stream (`idea-<id>`). The idea's
// decision state keeps only what its rules need, so the fields are folded here beside it.
import type { IdeaEvent } from '../ideas/idea-events';
import { ideaContentOf } from '../ideas/idea-fields';
import { evolveIdea, initialIdeaState, type IdeaState } from '../ideas/idea-state';
import type { Actor } from '../shared/decider';
import type { CopyFields } from './workspace-fields';

export interface PlatformIdea {
  state: IdeaState;
  /** Null until the idea is created. */
  fields: CopyFields | null;
}

function evolveFields(fields: CopyFields | null, event: IdeaEvent): CopyFields | null {
  if (event.type === 'IdeaCreated') return { ...ideaContentOf(event.data), type: event.data.type };
  if (fields === null) return null;
  if (event.type === 'IdeaEdited') return { ...fields, ...event.data.changes };
  if (event.type === 'IdeaTypeChanged') return { ...fields, type: event.data.type };
  return fields;
}

/** The idea's stream folded into its decision state and its fields, as `loadAggregate` folds any stream. */
export const platformIdeaFold = {
  initialState: (): PlatformIdea => ({ state: initialIdeaState(), fields: null }),
  evolve: ({ state, fields }: PlatformIdea, event: IdeaEvent): PlatformIdea => ({ state: evolveIdea(state, event), fields: evolveFields(fields, event) }),
};

/** The catalog's rule: members see Published ideas that are neither archived nor deleted; ADMIN any live one. */
export function canSaveIdea(actor: Actor, { state }: PlatformIdea): boolean {
  if (state.status === 'new' || state.deleted) return false;
  return actor.role === 'ADMIN' || (state.publication === 'Published' && !state.archived);
}
