import { useCountdown } from '../../../lib/countdown/use-countdown';
import { useSwitchAutoDelete } from '../api/switch-auto-delete';
import type { AdminIdeaRow } from '../types';
import { autoDeleteText } from '../utils/auto-delete-text';
import { isPlatformIdea } from '../utils/idea-row';
import { useRowGuard } from '../hooks/use-row-guard';

/**
 * The auto-delete switch of a platform idea and its countdown, '- Xh Ym Remains', 'Expired' or 'Archived', refreshed
 * every 60 s (spec 001 §2, §4). User ideas have none.
 */
export function AutoDeleteCell({ row }: { row: AdminIdeaRow }) {
  const state = useCountdown(row);
  const switchAutoDelete = useSwitchAutoDelete();
  const guard = useRowGuard(row);
  if (!isPlatformIdea(row)) return <span className="ideas-table__none">—</span>;
  const text = autoDeleteText(state);
  return (
    <div className="auto-delete-cell">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={row.autoDeleted}
          disabled={switchAutoDelete.isPending || row.archived}
          aria-label={`Auto-delete idea ${row.id}`}
          onChange={(event) => {
            const autoDeleted = event.target.checked;
            guard(() => switchAutoDelete.mutate({ idea: row, autoDeleted }));
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
