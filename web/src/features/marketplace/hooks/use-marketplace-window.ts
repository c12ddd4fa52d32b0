import { useEffect, useLayoutEffect, useState } from 'react';
import { columnsForWidth, rowCount, sameRange, visibleRows, type RowRange } from '../utils/marketplace-grid';

// Windowing of the idea grid (smooth through 7,100 ideas): the grid is as tall as all its rows, but only the rows
// near the viewport are rendered, each placed at row * stride. Cards have one fixed height per breakpoint (set in
// marketplace.css); the hook measures it from a rendered row, and the grid's width gives the columns.

/** Space between rows, in px (the rows are placed here, so the gap is too). */
export const ROW_GAP = 20;
/** Until a row is measured. */
const ESTIMATED_ROW_HEIGHT = 470;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN_ROWS = 2;

export interface MarketplaceWindow {
  /** Ref for the grid element (the positioned container of the rows). */
  gridRef: (element: HTMLElement | null) => void;
  /** Ref for one rendered row, to measure the row height. */
  probeRef: (element: HTMLElement | null) => void;
  columns: number;
  stride: number;
  /** The grid's full height in px. */
  height: number;
  range: RowRange;
}

export function useMarketplaceWindow(itemCount: number): MarketplaceWindow {
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const [probe, setProbe] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1200 : window.innerWidth));
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  const [range, setRange] = useState<RowRange>({ start: 0, end: 3 });

  const columns = columnsForWidth(width);
  const rows = rowCount(itemCount, columns);
  const stride = rowHeight + ROW_GAP;

  useLayoutEffect(() => {
    if (!grid) return;
    setWidth(grid.clientWidth);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) setWidth(entry.contentRect.width);
    });
    observer.observe(grid);
    return () => observer.disconnect();
  }, [grid]);

  useLayoutEffect(() => {
    if (!probe) return;
    const measure = () => {
      const height = probe.offsetHeight;
      if (height > 0) setRowHeight(height);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(probe);
    return () => observer.disconnect();
  }, [probe]);

  // The rows on screen follow the scroll position; at most one update per frame, and none while the range holds.
  useLayoutEffect(() => {
    if (!grid) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = visibleRows({
        offset: -grid.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        stride,
        rows,
        overscan: OVERSCAN_ROWS,
      });
      setRange((previous) => (sameRange(previous, next) ? previous : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [grid, stride, rows]);

  return { gridRef: setGrid, probeRef: setProbe, columns, stride, height: Math.max(0, rows * stride - ROW_GAP), range };
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
