import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState } from 'react';
import { columnsForWidth, rowCount } from '../utils/marketplace-grid';

// Windowing of the idea grid (smooth through 7,100 ideas), by @tanstack/react-virtual against the window's scroll:
// only the rows near the viewport are rendered. Each row is as tall as its tallest card, measured once rendered, so a
// card is as tall as its content (a phone shows one card a row, with no blank space under a short one); the grid's
// width gives the columns.

/** Space between rows, in px (the rows are placed here, so the gap is too). */
export const ROW_GAP = 20;
/** Until a row is measured. */
const ESTIMATED_ROW_HEIGHT = 470;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN_ROWS = 2;

export function useMarketplaceWindow(itemCount: number) {
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  // The columns, not the width: a width that changes them not (the grid is narrower than the window) renders nothing again.
  const [columns, setColumns] = useState(() => columnsForWidth(typeof window === 'undefined' ? 1200 : window.innerWidth));
  // Where the grid starts on the page: the filters above it change height as they wrap.
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    if (!grid) return;
    const measure = () => {
      setColumns(columnsForWidth(grid.clientWidth));
      setScrollMargin(grid.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [grid]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount(itemCount, columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    gap: ROW_GAP,
    scrollMargin,
  });

  return { gridRef: setGrid, columns, virtualizer };
}

/**
 * Calls `onNear` while the returned element (a sentinel below the grid) is within `marginPx` of the viewport and
 * `enabled` holds: loading the next page before the user reaches the end. It keeps calling after each page while
 * the sentinel stays near (a tall screen, a short page).
 */
export function useMarketplaceSentinel(onNear: () => void, enabled: boolean, marginPx = 1600) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setNear(entry.isIntersecting);
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, marginPx]);

  // The observer's last word may be stale by the time a page has landed and the grid has grown, so the distance is
  // measured again before asking for more.
  useEffect(() => {
    if (!near || !enabled || !sentinel) return;
    if (sentinel.getBoundingClientRect().top - window.innerHeight <= marginPx) onNear();
  }, [near, enabled, sentinel, marginPx, onNear]);

  return setSentinel;
}
