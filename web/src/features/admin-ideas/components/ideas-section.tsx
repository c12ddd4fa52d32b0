import { useCallback, useState, type ReactNode } from 'react';
import '../../../components/ui/data-table.css';
import { useSelectedIdeas } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import { AddIdeaDialog } from './add-idea-dialog';
import { AddTrendDialog } from './add-trend-dialog';
import { AdminIdeaIcon } from './admin-idea-icon';
import { IdeaDetailDialog } from './idea-detail-dialog';
import { IdeasFilterPanel } from './ideas-filter-panel';
import { IdeasListCard } from './ideas-list-card';
import './admin-ideas.css';

interface IdeasSectionProps {
  /**
   * Between the toolbar and the filters, given the ids of the selected ideas: the AI operations (batch settings,
   * document buttons). They are another feature, so the app joins them in here (features import no feature).
   */
  operations?: (selectedIds: ReadonlySet<number>) => ReactNode;
  /** Above the table: the running jobs' progress. */
  progress?: ReactNode;
  /** A History tab in a row's detail dialog (the audit history, another feature). */
  history?: (row: AdminIdeaRow) => ReactNode;
}

/**
 * The admin panel's Ideas section (docs/product.md "Admin: Ideas"): the buttons that add an idea or a trend, the Filter
 * Ideas panel, and the ideas table with its bulk and row actions; a row's details open in a dialog.
 */
export function IdeasSection({ operations, progress, history }: IdeasSectionProps) {
  const [viewing, setViewing] = useState<AdminIdeaRow | null>(null);
  const [adding, setAdding] = useState<'idea' | 'trend' | null>(null);
  const view = useCallback((row: AdminIdeaRow) => setViewing(row), []);
  const closeAdd = (open: boolean) => !open && setAdding(null);

  return (
    <>
      <div className="ideas-toolbar">
        <button type="button" className="button button--primary" onClick={() => setAdding('idea')}>
          <AdminIdeaIcon name="plus" />
          Add an Idea
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAdding('trend')}>
          <AdminIdeaIcon name="plus" />
          Add a New Trend
        </button>
      </div>
      {operations && <WithSelection render={operations} />}
      <IdeasFilterPanel />
      {progress}
      <IdeasListCard onView={view} />
      {viewing && <IdeaDetailDialog row={viewing} onClose={() => setViewing(null)} history={history} />}
      <AddIdeaDialog open={adding === 'idea'} onOpenChange={closeAdd} />
      <AddTrendDialog open={adding === 'trend'} onOpenChange={closeAdd} />
    </>
  );
}

/** Reads the selection itself, so a click on a row's checkbox re-renders only what is given the selection. */
function WithSelection({ render }: { render: (selectedIds: ReadonlySet<number>) => ReactNode }) {
  return render(useSelectedIdeas());
}
