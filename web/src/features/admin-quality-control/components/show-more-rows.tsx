import { REPORT_PAGE_SIZE } from '../utils/quality-control';

/** The parts of an infinite query the button reads. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under a list the server answers a page at a time: how many show of how many, and a button for the next page. */
export function ShowMoreRows({ shown, total, noun, list }: { shown: number; total: number; noun: string; list: PagedList }) {
  if (!list.hasNextPage || shown >= total) return null;
  return (
    <div className="qc-more">
      <span>
        Showing {shown} of {total} {noun}
      </span>
      <button type="button" className="button button--secondary button--small" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {list.isFetchingNextPage ? 'Loading...' : `Show ${Math.min(REPORT_PAGE_SIZE, total - shown)} more`}
      </button>
    </div>
  );
}
