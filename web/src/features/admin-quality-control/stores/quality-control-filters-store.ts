import { create } from 'zustand';
import { NO_FILTERS, type QualityControlFilters } from '../utils/quality-control';

// The report's filters. They outlive the section (visiting another one and coming back), so an admin working through
// one batch's duplicates finds it still chosen.

interface QualityControlFiltersState {
  filters: QualityControlFilters;
  actions: {
    setCategory: (category: string | null) => void;
    setBatch: (batch: number | null) => void;
    clear: () => void;
  };
}

export const useQualityControlFiltersStore = create<QualityControlFiltersState>()((set) => ({
  filters: NO_FILTERS,
  actions: {
    setCategory: (category) => set(({ filters }) => ({ filters: { ...filters, category } })),
    setBatch: (batch) => set(({ filters }) => ({ filters: { ...filters, batch } })),
    clear: () => set({ filters: NO_FILTERS }),
  },
}));

export const useQualityControlFilters = () => useQualityControlFiltersStore((state) => state.filters);
export const useQualityControlFiltersActions = () => useQualityControlFiltersStore((state) => state.actions);
