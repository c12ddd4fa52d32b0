import { DOWNLOAD_FORMATS } from '@app/domain/documents/download-formats';
import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { useDocumentDownload } from '../hooks/use-document-download';
import { createdOn, type ViewableDocument } from '../utils/viewable-document';

interface DocumentTileProps {
  document: ViewableDocument;
  onView: () => void;
  downloads: ReturnType<typeof useDocumentDownload>;
}

/**
 * A generated document (docs/product.md "Workspace and AI generation"): title, 'Generated', its date, View and one
 * button per format.
 */
export function DocumentTile({ document, onView, downloads }: DocumentTileProps) {
  const titleId = useId();
  const name = DOCUMENT_TYPE_NAMES[document.type];
  return (
    <article className="workspace-document" aria-labelledby={titleId}>
      <header className="workspace-document__header">
        <h4 id={titleId} className="workspace-document__title">
          {name}
        </h4>
        <span className="workspace-document__badge">Generated</span>
      </header>
      <p className="workspace-document__date">{createdOn(document.createdAt)}</p>
      <div className="workspace-document__actions">
        <button type="button" className="button button--primary button--small" onClick={onView} aria-describedby={titleId}>
          View
        </button>
        {DOWNLOAD_FORMATS[document.type].map((format) => {
          const pending = downloads.isPending(document, format);
          return (
            <button
              key={format}
              type="button"
              className="button button--secondary button--small"
              aria-label={`Download ${name} as ${format.toUpperCase()}`}
              disabled={pending}
              onClick={() => void downloads.download(document, format)}
            >
              {pending ? <Spinner size="small" label="Downloading" /> : null}
              {format.toUpperCase()}
            </button>
          );
        })}
      </div>
    </article>
  );
}
