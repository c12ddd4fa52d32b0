import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../utils/marketplace-filters';
import { followApplied, initialSearchBox, pendingSearch } from '../utils/marketplace-search';

/**
 * The search box's text, applied `delayMs` after the last keystroke (docs/product.md "Limits": 500 ms). When the
 * applied search changes from elsewhere (Clear all filters, a link), the box follows it; when it changes because this
 * box applied it, the box keeps what the user has typed since.
 */
export function useMarketplaceSearch(
  applied: string,
  apply: (search: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [text: string, setText: (text: string) => void] {
  const [box, setBox] = useState(() => initialSearchBox(applied));
  const followed = followApplied(box, applied);
  if (followed !== box) setBox(followed);

  const search = pendingSearch(followed, applied);
  useEffect(() => {
    if (search === null) return;
    const timer = setTimeout(() => {
      setBox((current) => ({ ...current, sent: search }));
      apply(search);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [search, apply, delayMs]);

  return [followed.text, (text: string) => setBox((current) => ({ ...current, text }))];
}
