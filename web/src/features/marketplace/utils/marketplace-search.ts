// The search box and the applied search (docs/product.md "Marketplace and idea detail": applied after a 500 ms pause).
// The box holds what is typed; the address holds what was applied. When the applied search changes, the box follows it
// unless the change is the box's own search coming back (by then the user may have typed on).

export interface SearchBoxState {
  /** What the box shows. */
  text: string;
  /** The applied search the box last saw. */
  seen: string;
  /** The search the box applied and has not yet seen come back. */
  sent: string | null;
}

export function initialSearchBox(applied: string): SearchBoxState {
  return { text: applied, seen: applied, sent: null };
}

/** The box once the applied search is `applied`; the same object when nothing changed. */
export function followApplied(state: SearchBoxState, applied: string): SearchBoxState {
  if (state.seen === applied) return state;
  if (applied === state.sent) return { ...state, seen: applied, sent: null };
  return { text: state.text.trim() === applied ? state.text : applied, seen: applied, sent: null };
}

/** The search to apply after the pause, or null when the box already shows the applied search. */
export function pendingSearch(state: SearchBoxState, applied: string): string | null {
  const search = state.text.trim();
  return search === applied ? null : search;
}
