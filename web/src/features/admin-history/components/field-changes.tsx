import type { FieldChange } from '@app/domain/history/history-view';
import { displayValue, documentNameOf, fieldLabel } from '../utils/history-values';
import { foldUnchanged, lineDiff } from '../utils/line-diff';

/** Past this many changes (an idea's creation sets every field), the list starts folded under its count. */
const OPEN_CHANGES = 6;
/** An edit's diff of more rows than this starts folded; a document's first version (all new lines) always does. */
const OPEN_DIFF_ROWS = 30;

/** An entry's field-level changes: field, from → to; a document's text as a line diff. */
export function FieldChanges({ changes }: { changes: readonly FieldChange[] }) {
  const list = (
    <dl className="history-changes">
      {changes.map((change) => (
        <ChangeRow key={change.field} change={change} />
      ))}
    </dl>
  );
  if (changes.length <= OPEN_CHANGES) return list;
  return (
    <details className="history-fold">
      <summary>{changes.length} fields changed</summary>
      {list}
    </details>
  );
}

function ChangeRow({ change }: { change: FieldChange }) {
  const document = documentNameOf(change.field);
  return (
    <div className="history-change">
      <dt className="history-change__field">{fieldLabel(change.field)}</dt>
      <dd className="history-change__values">
        {document === null ? <ValueChange from={change.from} to={change.to} /> : <DocumentDiff name={document} from={change.from} to={change.to} />}
      </dd>
    </div>
  );
}

function ValueChange({ from, to }: { from: unknown; to: unknown }) {
  return (
    <>
      {from === null || from === undefined ? (
        // Nothing was there before: nothing to strike out.
        <span className="history-change__none">{displayValue(from)}</span>
      ) : (
        <del className="history-change__from">
          <span className="visually-hidden">from </span>
          {displayValue(from)}
        </del>
      )}
      <span className="history-change__arrow" aria-hidden>
        →
      </span>
      <ins className="history-change__to">
        <span className="visually-hidden">to </span>
        {displayValue(to)}
      </ins>
    </>
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** The markdown's lines added and removed, each marked by a sign and its element, not only by its colour. */
export function DocumentDiff({ name, from, to }: { name: string; from: unknown; to: unknown }) {
  const lines = lineDiff(textOf(from), textOf(to));
  const rows = foldUnchanged(lines);
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  return (
    <details className="history-fold history-diff" open={textOf(from) !== null && rows.length <= OPEN_DIFF_ROWS}>
      <summary>
        {added} {added === 1 ? 'line' : 'lines'} added, {removed} removed
      </summary>
      <div className="history-diff__lines" role="group" aria-label={`Changes to ${name}`}>
        {rows.map((row, index) => {
          switch (row.kind) {
            case 'skipped':
              return (
                <div key={index} className="history-diff__skipped">
                  ⋯ {row.count} unchanged lines
                </div>
              );
            case 'added':
              return (
                <ins key={index} className="history-diff__line" data-kind="added">
                  <span className="history-diff__sign" aria-hidden>
                    +
                  </span>
                  <span className="visually-hidden">Added: </span>
                  {row.text}
                </ins>
              );
            case 'removed':
              return (
                <del key={index} className="history-diff__line" data-kind="removed">
                  <span className="history-diff__sign" aria-hidden>
                    −
                  </span>
                  <span className="visually-hidden">Removed: </span>
                  {row.text}
                </del>
              );
            case 'same':
              return (
                <div key={index} className="history-diff__line" data-kind="same">
                  <span className="history-diff__sign" aria-hidden />
                  {row.text}
                </div>
              );
          }
        })}
      </div>
    </details>
  );
}
