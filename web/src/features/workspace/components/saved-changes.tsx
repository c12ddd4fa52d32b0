import type { SavedChange } from '@app/domain/workspace/workspace-view';
import { formatDate } from '../../../lib/format-date';
import { fieldLabel } from '../utils/insights-view';

/**
 * What changed in a saved idea's original since the member saved it (docs/product.md "Workspace and AI generation"),
 * newest first: the field, before (struck) → after, and when. Shown in the idea panel and in Insights.
 */
export function SavedChanges({ changes }: { changes: readonly SavedChange[] }) {
  return (
    <div className="saved-changes">
      <h3 className="saved-changes__title">What changed since you saved it</h3>
      <ul>
        {changes.map((change, index) => (
          <li key={`${change.at}-${change.field}-${index}`}>
            <span className="saved-changes__field">{fieldLabel(change.field)}</span> <span className="saved-changes__before">{change.before || '(empty)'}</span>{' '}
            → <span className="saved-changes__after">{change.after || '(empty)'}</span> <time dateTime={change.at}>{formatDate(change.at)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
