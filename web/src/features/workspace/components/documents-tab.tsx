import { DOCUMENT_TYPE_NAMES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { WorkspaceCollections, WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../../../config/product';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { useGenerateDocument } from '../api/generate-document';
import { useDocumentStats } from '../api/get-document-stats';
import { usePlatformDocuments } from '../api/get-platform-documents';
import { useDocumentDownload } from '../hooks/use-document-download';
import { DOCUMENT_GROUPS, generatedTypes, ideaDocuments } from '../utils/idea-artifacts';
import { ownDocument, platformDocument, type ViewableDocument } from '../utils/viewable-document';
import { DOCUMENT_FAILED, DOCUMENT_LIMIT_TOAST, documentCounterText, generationFailedToast, toasts } from '../utils/workspace-messages';
import { DocumentTile } from './document-tile';
import { DocumentViewer } from './document-viewer';

/**
 * The Documents tab (docs/product.md "Workspace and AI generation"): the month's counter, the five generate buttons in
 * the spec's three groups with the documents generated under each, and a saved platform idea's own documents.
 */
export function DocumentsTab({ idea, collections }: { idea: WorkspaceIdea; collections: WorkspaceCollections }) {
  const gate = useFeatureGate();
  const stats = useDocumentStats();
  const generate = useGenerateDocument();
  const downloads = useDocumentDownload(idea.title);
  const [viewing, setViewing] = useState<ViewableDocument | null>(null);
  const documents = ideaDocuments(collections, idea);
  const generated = generatedTypes(documents);
  const platform = usePlatformDocuments(idea.source === 'FD' ? idea.originalId : null);

  useEffect(() => {
    if (stats.isError) toast(toasts.documentStatsFailed);
  }, [stats.isError]);

  const start = (type: DocumentType) => {
    if (!gate({ role: 'PRO' })) return;
    // docs/product.md "Documents and downloads": blocked once the month's ideas with documents reach the limit; an idea
    // that already has documents is one of them, so it may still get more (the server decides the same).
    if (stats.data && documents.length === 0 && stats.data.uniqueIdeasWithDocs >= stats.data.limit) {
      toast(DOCUMENT_LIMIT_TOAST);
      return;
    }
    generate.mutate(
      { ideaId: idea.id, type },
      {
        onSuccess: () => toast(toasts.documentGenerated),
        onError: (failure) => toast(failure instanceof ApiError && failure.status === 429 ? DOCUMENT_LIMIT_TOAST : generationFailedToast(failure, DOCUMENT_FAILED)),
      },
    );
  };
  const generating = generate.isPending ? generate.variables.type : null;

  return (
    <div className="workspace-documents">
      <p className="workspace-counter" aria-live="polite">
        {stats.data ? documentCounterText(stats.data.uniqueIdeasWithDocs, stats.data.limit) : <Spinner size="small" label="Loading document stats" />}
      </p>
      {DOCUMENT_GROUPS.map((group) => (
        <section key={group.title} className="workspace-documents__group" aria-label={group.title}>
          <h3 className="workspace-documents__group-title">{group.title}</h3>
          <div className="workspace-documents__buttons">
            {group.types.map((type) => (
              <button
                key={type}
                type="button"
                className="button button--secondary"
                disabled={generated.has(type) || generating !== null}
                aria-busy={generating === type}
                onClick={() => start(type)}
              >
                {generating === type && <Spinner size="small" label="Generating" />}
                Generate {DOCUMENT_TYPE_NAMES[type]}
              </button>
            ))}
          </div>
          <div className="workspace-documents__cards">
            {documents
              .filter((document) => group.types.includes(document.type))
              .map((document) => {
                const viewable = ownDocument(document);
                return <DocumentTile key={document.id} document={viewable} downloads={downloads} onView={() => setViewing(viewable)} />;
              })}
          </div>
        </section>
      ))}
      {platform.data && platform.data.length > 0 && (
        <section className="workspace-documents__group" aria-label={`${PRODUCT_NAME} documents`}>
          <h3 className="workspace-documents__group-title">From {PRODUCT_NAME}</h3>
          <div className="workspace-documents__cards">
            {platform.data.map((document) => {
              const viewable = platformDocument(document);
              return <DocumentTile key={document.id} document={viewable} downloads={downloads} onView={() => setViewing(viewable)} />;
            })}
          </div>
        </section>
      )}
      {viewing && <DocumentViewer document={currentVersion(viewing, collections)} ideaTitle={idea.title} onClose={() => setViewing(null)} />}
    </div>
  );
}

/** The viewer shows the member's document as the collections hold it now (an edit saved meanwhile included). */
function currentVersion(document: ViewableDocument, collections: WorkspaceCollections): ViewableDocument {
  if (!document.editable) return document;
  const latest = (collections.documents[document.type] ?? []).find((candidate) => candidate.id === document.id);
  return latest ? ownDocument(latest) : document;
}
