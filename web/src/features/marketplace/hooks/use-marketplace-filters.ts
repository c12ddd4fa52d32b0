import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, withFilters, type MarketplaceFilters } from '../utils/marketplace-filters';

export type FiltersUpdate = Partial<MarketplaceFilters> | ((current: MarketplaceFilters) => MarketplaceFilters);

/**
 * The marketplace's filters, kept in the address (a reload or a copied link shows the same list). Changes replace
 * the history entry, so Back leaves the page instead of stepping through every keystroke; shared-link parameters
 * (`idea`, `hash`) are left as they are.
 */
export function useMarketplaceFilters(): { filters: MarketplaceFilters; setFilters: (update: FiltersUpdate) => void } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const setFilters = useCallback(
    (update: FiltersUpdate) => {
      setParams(
        (previous) => {
          const current = filtersFromSearchParams(previous);
          return withFilters(previous, typeof update === 'function' ? update(current) : { ...current, ...update });
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { filters, setFilters };
}
