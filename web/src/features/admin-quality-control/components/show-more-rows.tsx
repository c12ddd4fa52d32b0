import { ROWS_STEP } from '../hooks/use-row-limit';

/** Under a table that shows only its first rows: how many show, and a button for the next ones. */
export function ShowMoreRows({ shown, total, noun, onShowMore }: { shown: number; total: number; noun: string; onShowMore: () => void }) {
  if (shown >= total) return null;
  return (
    <div className="qc-more">
      <span>
        Showing {shown} of {total} {noun}
      </span>
      <button type="button" className="button button--secondary button--small" onClick={onShowMore}>
        Show {Math.min(ROWS_STEP, total - shown)} more
      </button>
    </div>
  );
}
