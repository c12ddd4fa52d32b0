import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readTrendListState, writeTrendListState, type TrendListState } from '../utils/trend-list';

/** The trends list's search, source filter and tab, kept in the address (replacing the entry: no history per key). */
export function useTrendListState(): [TrendListState, (changes: Partial<TrendListState>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<TrendListState>) =>
      void setParams((current) => writeTrendListState(current, changes), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [readTrendListState(params), update];
}
