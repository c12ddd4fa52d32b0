import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../utils/marketplace-filters';

/**
 * The search box's text, applied `delayMs` after the last keystroke (spec 000 §9: 500 ms). When the applied search
 * changes from elsewhere (Clear all filters, a link), the box follows it.
 */
export function useMarketplaceSearch(
  applied: string,
  apply: (search: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (text.trim() !== applied) setText(applied);
  }

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => apply(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, applied, apply, delayMs]);

  return [text, setText];
}
