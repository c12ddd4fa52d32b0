import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readActivityFilters, writeActivityFilters, type ActivityFilters } from '../utils/activity-filters';

/** The filters the address names, and a way to change them (replacing the entry: no history per filter). */
export function useActivityFilters(): [ActivityFilters, (changes: Partial<ActivityFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<ActivityFilters>) =>
      void setParams((current) => writeActivityFilters(current, changes), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [readActivityFilters(params), update];
}
