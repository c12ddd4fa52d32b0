import { create } from 'zustand';
import { DEFAULT_SORT, NO_FILTERS, nextSort, type IdeaFilters, type IdeaSort, type SortKey } from '../utils/idea-list-params';

// The section's client state: the applied filters, the sort, and the selected rows. A new filter or sort is a new
// list, so the selection (of rows that may no longer be listed) is dropped with it.

interface IdeasViewState {
  filters: IdeaFilters;
  sort: IdeaSort;
  /** Ids of the selected rows (platform and user ideas have disjoint ids). */
  selected: ReadonlySet<number>;
  actions: {
    setFilter: <K extends keyof IdeaFilters>(key: K, value: IdeaFilters[K]) => void;
    /** The typed boxes, once settled: a new list only when one of them changed. */
    setTyped: (typed: Pick<IdeaFilters, 'title' | 'idFrom' | 'idTo'>) => void;
    clearFilters: () => void;
    sortBy: (key: SortKey) => void;
    toggleSelected: (id: number) => void;
    /** Selects every given id, or clears the selection when all of them are selected already. */
    toggleAll: (ids: readonly number[]) => void;
    clearSelection: () => void;
    /** Drops ids that left the list (a deleted idea). */
    deselect: (id: number) => void;
  };
}

const NOTHING: ReadonlySet<number> = new Set();

export const useIdeasViewStore = create<IdeasViewState>()((set) => ({
  filters: NO_FILTERS,
  sort: DEFAULT_SORT,
  selected: NOTHING,
  actions: {
    setFilter: (key, value) => set((state) => ({ filters: { ...state.filters, [key]: value }, selected: NOTHING })),
    setTyped: (typed) =>
      set((state) => {
        const { title, idFrom, idTo } = state.filters;
        if (typed.title === title && typed.idFrom === idFrom && typed.idTo === idTo) return state;
        return { filters: { ...state.filters, ...typed }, selected: NOTHING };
      }),
    clearFilters: () => set({ filters: NO_FILTERS, selected: NOTHING }),
    sortBy: (key) => set((state) => ({ sort: nextSort(state.sort, key), selected: NOTHING })),
    toggleSelected: (id) =>
      set((state) => {
        const selected = new Set(state.selected);
        if (!selected.delete(id)) selected.add(id);
        return { selected };
      }),
    toggleAll: (ids) => set((state) => ({ selected: ids.length > 0 && ids.every((id) => state.selected.has(id)) ? NOTHING : new Set(ids) })),
    clearSelection: () => set({ selected: NOTHING }),
    deselect: (id) =>
      set((state) => {
        if (!state.selected.has(id)) return state;
        const selected = new Set(state.selected);
        selected.delete(id);
        return { selected };
      }),
  },
}));

export const useIdeaFilters = () => useIdeasViewStore((state) => state.filters);
export const useIdeaSort = () => useIdeasViewStore((state) => state.sort);
export const useSelectedIdeas = () => useIdeasViewStore((state) => state.selected);
export const useIsIdeaSelected = (id: number) => useIdeasViewStore((state) => state.selected.has(id));
export const useIdeasViewActions = () => useIdeasViewStore((state) => state.actions);
