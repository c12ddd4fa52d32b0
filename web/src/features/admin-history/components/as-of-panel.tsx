import type { AsOfKind, AsOfView, IdeaRecord } from '@app/domain/history/history-view';
import { useState } from 'react';
import { Markdown } from '../../../components/markdown/markdown';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useAsOf } from '../api/get-as-of';
import { useRestoreIdeaValues } from '../api/restore-idea-values';
import { recordDocuments, recordRows } from '../utils/history-values';

export const NOT_YET_CREATED = 'It did not exist yet at this point.';
export const AS_OF_FAILED = 'Failed to load this version';

interface AsOfPanelProps {
  kind: AsOfKind;
  id: string;
  /** The entry's time: the entity is shown as it was right after it. */
  at: string;
  onClose: () => void;
  /** After a restore, for the caller's own copies of the idea. */
  onRestored?: () => void;
}

/**
 * 'View as of this point': the entity as it was at an entry, read-only (its fields, its documents folded); a platform
 * idea's values can be restored from here.
 */
export function AsOfPanel({ kind, id, at, onClose, onRestored }: AsOfPanelProps) {
  const version = useAsOf(kind, id, at);
  const when = formatDateTime(at);
  const restored = () => {
    onClose();
    onRestored?.();
  };
  return (
    <section className="history-as-of" aria-label={`As of ${when}`}>
      <header className="history-as-of__header">
        <h4 className="history-as-of__title">As of {when}</h4>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </header>
      {version.isPending && <Spinner label="Loading this version" />}
      {version.isError && (
        <p className="history-state" role="alert">
          {version.error instanceof ApiError && version.error.status === 404 ? NOT_YET_CREATED : (serverMessage(version.error) ?? AS_OF_FAILED)}
        </p>
      )}
      {version.data && <AsOfRecord view={version.data} onRestored={restored} />}
    </section>
  );
}

function AsOfRecord({ view, onRestored }: { view: AsOfView; onRestored: () => void }) {
  const documents = recordDocuments(view.entity);
  return (
    <>
      <p className="history-as-of__note">Read-only. Last changed {formatDateTime(view.changedAt)} (revision {view.revision}).</p>
      {view.kind === 'ideas' && <RestoreValues record={view.entity as IdeaRecord} at={view.at} onRestored={onRestored} />}
      <dl className="history-record">
        {recordRows(view.kind, view.entity).map((row) => (
          <div key={row.field} className="history-record__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {documents.length > 0 && (
        <div className="history-as-of__documents">
          <h5 className="history-as-of__subtitle">Documents</h5>
          {documents.map((document) => (
            <details key={document.name} className="history-fold">
              <summary>{document.name}</summary>
              <Markdown source={document.content} headingOffset={4} />
            </details>
          ))}
        </div>
      )}
    </>
  );
}

/** 'Restore these values': an edit of the idea back to these values, asked first. */
function RestoreValues({ record, at, onRestored }: { record: IdeaRecord; at: string; onRestored: () => void }) {
  const [asking, setAsking] = useState(false);
  const restore = useRestoreIdeaValues();
  return (
    <>
      <button type="button" className="button button--primary button--small history-as-of__restore" onClick={() => setAsking(true)}>
        Restore these values
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Restore these values?"
        description={`Idea #${record.ideaId} gets back its title, description, type and every other field as they were on ${formatDateTime(at)}. Its documents, status and stamp stay as they are now. The restore is recorded in its history.`}
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={() =>
          restore.mutate(
            { ideaId: record.ideaId, record, at },
            {
              onSuccess: () => {
                setAsking(false);
                onRestored();
              },
              onError: () => setAsking(false),
            },
          )
        }
      />
    </>
  );
}
