import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readRange, writeRange, type AnalyticsRange } from '../utils/analytics-range';

/** The range the address names, and a way to change it (replacing the entry: no history per range). */
export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (range: AnalyticsRange) => void setParams((current) => writeRange(current, range), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [readRange(params), update];
}
