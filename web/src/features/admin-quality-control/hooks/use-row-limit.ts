import { useState } from 'react';

/** Rows a long report shows at first, and how many more each 'Show more' adds. */
export const ROWS_STEP = 100;

/**
 * How many rows a table shows: a report over thousands of ideas can hold thousands of pairs, which a table should not
 * render at once. The table is keyed by the filters, so a new report starts from the first rows again.
 */
export function useRowLimit() {
  const [limit, setLimit] = useState(ROWS_STEP);
  return { limit, showMore: () => setLimit((shown) => shown + ROWS_STEP) };
}
