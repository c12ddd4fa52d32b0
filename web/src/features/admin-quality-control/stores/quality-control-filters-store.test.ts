import { beforeEach, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../utils/quality-control';
import { useQualityControlFiltersStore } from './quality-control-filters-store';

const state = () => useQualityControlFiltersStore.getState();

describe('the quality control filters store', () => {
  beforeEach(() => useQualityControlFiltersStore.setState({ filters: NO_FILTERS }));

  it('sets each filter on its own, and clears both at once', () => {
    state().actions.setCategory('Fintech');
    state().actions.setBatch(0);
    expect(state().filters).toEqual({ category: 'Fintech', batch: 0 });

    state().actions.setCategory(null);
    expect(state().filters).toEqual({ category: null, batch: 0 });

    state().actions.setCategory('Health');
    state().actions.clear();
    expect(state().filters).toEqual(NO_FILTERS);
  });
});
