// One entity's record followed through its stream, event by event: what each event changed (a history entry's
// `changes`) and the record as it stands (an as-of view). A stream may hold several entities (a member's workspace
// holds all their ideas), so a tracker also says which events are about its entity.
import type { FieldChange } from './history-view';
import { diffRecords } from './record-diff';

export interface RecordTracker<E, R> {
  /** Folds one more event of the stream: its field changes, or null when the event is about another entity. */
  apply(event: E): FieldChange[] | null;
  /** The record after the events applied so far; null while the entity does not exist yet. */
  current(): R | null;
}

/** A record folded from its stream the way an aggregate's state is: every event of the stream is about it. */
export interface RecordFold<State, E, R> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  record: (state: State) => R | null;
}

export function trackRecord<State, E, R extends object>(fold: RecordFold<State, E, R>): RecordTracker<E, R> {
  let state = fold.initialState();
  return {
    apply(event) {
      const before = fold.record(state);
      state = fold.evolve(state, event);
      return diffRecords(before, fold.record(state));
    },
    current: () => fold.record(state),
  };
}
