import { useCountdown } from '../../../lib/countdown/use-countdown';
import { useRowActions } from '../hooks/use-row-actions';
import { useRowGuard } from '../hooks/use-row-guard';
import type { AdminIdeaRow } from '../types';
import { autoDeleteText } from '../utils/auto-delete-text';
import { isPlatformIdea } from '../utils/idea-row';

/**
 * The auto-delete switch of a platform idea and its countdown, '- Xh Ym Remains', 'Expired' or 'Archived', refreshed
 * every 60 s (docs/product.md "Admin: Ideas"). User ideas have none, and no countdown running for them.
 */
export function AutoDeleteCell({ row, pending }: { row: AdminIdeaRow; pending: boolean }) {
  if (!isPlatformIdea(row)) return <span className="ideas-table__none">—</span>;
  return <AutoDeleteSwitch row={row} pending={pending} />;
}

function AutoDeleteSwitch({ row, pending }: { row: AdminIdeaRow; pending: boolean }) {
  const state = useCountdown(row);
  const { switchAutoDelete } = useRowActions();
  const guard = useRowGuard(row);
  const text = autoDeleteText(state);
  return (
    <div className="auto-delete-cell">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={row.autoDeleted}
          disabled={pending || row.archived}
          aria-label={`Auto-delete idea ${row.id}`}
          onChange={(event) => {
            const autoDeleted = event.target.checked;
            guard(() => void switchAutoDelete({ idea: row, autoDeleted }));
          }}
        />
        <span className="switch__track" aria-hidden />
      </label>
      {text && (
        <span className="auto-delete-cell__text" data-state={state.kind}>
          {text}
        </span>
      )}
    </div>
  );
}
