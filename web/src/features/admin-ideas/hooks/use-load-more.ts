import { useEffect, useRef, type RefObject } from 'react';

/**
 * Infinite scroll: `loadMore` runs when the sentinel below the table comes within 600 px of the scroll box's bottom
 * (docs/product.md "Admin: Ideas": a sentinel below the table).
 */
export function useLoadMore(root: HTMLElement | null, enabled: boolean, loadMore: () => void): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { root, rootMargin: '0px 0px 600px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, enabled, loadMore]);
  return sentinel;
}
