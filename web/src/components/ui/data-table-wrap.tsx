import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A table's frame, which scrolls sideways when the table is wider than the screen. A region that scrolls must be
 * reachable by keyboard, so it takes focus (arrow keys then scroll it) and is named for screen readers (WCAG 2.1.1,
 * axe's `scrollable-region-focusable`; docs/product.md "A fast first visit").
 */
export function DataTableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="data-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
