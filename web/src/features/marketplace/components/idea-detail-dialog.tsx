import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { MarketSizing } from '../../../components/idea-charts/market-sizing';
import { Scorecard } from '../../../components/idea-charts/scorecard';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { useIdeaDocuments } from '../api/get-idea-documents';
import { useIdea } from '../api/get-idea';
import { ideaViewer } from '../api/idea-keys';
import { useIdeaDialogsActions, type IdeaDialog } from '../stores/idea-dialogs-store';
import { detailActionRequirement, workspaceButtonLabel } from './idea-detail-actions';
import { IdeaBadges, IdeaBodySkeleton, IdeaSection, IdeaTags, PremiumNotice } from './idea-detail-parts';
import { IdeaDocuments } from './idea-documents';
import type { WorkspaceActions } from '../utils/workspace-actions';

type DetailDialog = Extract<IdeaDialog, { kind: 'detail' }>;

/**
 * The idea detail dialog (docs/product.md "Marketplace and idea detail"): the idea as the server gives it to this
 * viewer with its body, scorecard and market sizing (docs/features.md "Scores"), its documents, and the buttons. It
 * opens at once on the card it was opened from (a list carries card fields only: docs/decisions.md "List answers carry
 * card fields only"), the body's place held until the idea arrives. A premium idea the viewer may not read shows the
 * premium notice instead of its body; a valid share hash lifts that gate, so it is passed on to both reads.
 */
export function IdeaDetailDialog({ dialog, workspace: workspaceActions }: { dialog: DetailDialog; workspace: WorkspaceActions }) {
  const user = useAuthUser();
  const viewer = ideaViewer(user?.role);
  const gate = useFeatureGate();
  const navigate = useNavigate();
  const { close, openMockup } = useIdeaDialogsActions();
  const { save: saveIdea, workspacePath } = workspaceActions;
  const { hash } = dialog;
  const closeButton = useRef<HTMLButtonElement>(null);
  const query = useIdea(dialog.idea.id, viewer, { hash });
  const detail = query.data;
  const idea: IdeaCardView = detail ?? dialog.idea;
  const locked = idea.locked;
  const documents = useIdeaDocuments(idea.id, viewer, { hash, enabled: !locked });

  const save = () => {
    if (!gate(detailActionRequirement('save', idea))) return;
    saveIdea(idea);
  };
  const mockup = () => {
    if (!gate(detailActionRequirement('mockup', idea))) return;
    openMockup(idea, hash ? { kind: 'detail', idea, hash } : { kind: 'detail', idea });
  };
  const workspace = () => {
    if (!gate(detailActionRequirement('workspace', idea))) return;
    // The idea's copy when it is saved, else the workspace itself.
    void workspacePath(idea).then((path) => {
      close();
      void navigate(path);
    });
  };
  const upgrade = () => {
    // Someone who has the tier by now (say, upgraded in another tab) gets the idea read again instead.
    if (gate({ role: 'PREMIUM' })) void query.refetch();
  };

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog idea-dialog"
          aria-describedby={undefined}
          // Focus starts on the close button, so the body is read from its top (the first focusable element inside
          // the body may sit far down and would scroll it).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeButton.current?.focus();
          }}
        >
          <header className="idea-dialog__header">
            <IdeaBadges idea={idea} />
            <RadixDialog.Title className="dialog__title idea-dialog__title">{idea.title}</RadixDialog.Title>
            {query.isPending && query.isFetching && (
              <span className="idea-dialog__loading">
                <Spinner size="small" label="Loading the idea's details" />
              </span>
            )}
          </header>

          <div className="idea-dialog__body">
            {query.isError && (
              <p className="idea-dialog__error" role="alert">
                {query.error instanceof Error ? query.error.message : 'Failed to load idea'}
              </p>
            )}
            <IdeaSection title="Overview">{idea.description}</IdeaSection>
            <IdeaTags tags={idea.tags} />

            <dl className="idea-facts">
              <IdeaFact label="Market Size" value={idea.marketSize} />
              <IdeaFact label="Business Model" value={idea.businessModel} />
              <IdeaFact label="Competition Level" value={idea.competition} />
            </dl>

            {!detail ? (
              !query.isError && <IdeaBodySkeleton />
            ) : locked ? (
              !detail.score && <PremiumNotice onUpgrade={upgrade} />
            ) : (
              <>
                <IdeaSection title="Problem">{detail.problem}</IdeaSection>
                <IdeaSection title="Solution">{detail.solution}</IdeaSection>
                <IdeaSection title="Differentiation">{detail.differentiation}</IdeaSection>
                <IdeaSection title="Go-To-Market">{detail.goToMarket}</IdeaSection>
              </>
            )}
            <IdeaSection title="Wow/Hook">{idea.wowFactor}</IdeaSection>

            {/* A locked idea's scorecard keeps its numbers and shows the premium notice in place of its reasons. */}
            <Scorecard score={detail?.score ?? null} lockedNotice={<PremiumNotice onUpgrade={upgrade} />} />
            <MarketSizing sizing={detail?.marketSizing ?? null} />

            {!locked && (
              <IdeaDocuments documents={documents.data} loading={documents.isPending && documents.fetchStatus !== 'idle'} failed={documents.isError} />
            )}
          </div>

          <footer className="idea-dialog__actions">
            <button type="button" className="button button--secondary" onClick={save}>
              Save to Workspace
            </button>
            <button type="button" className="button button--secondary" onClick={mockup}>
              Mockup
            </button>
            <button type="button" className="button button--primary" onClick={workspace}>
              {workspaceButtonLabel(locked ? undefined : documents.data)}
            </button>
          </footer>

          <RadixDialog.Close ref={closeButton} className="dialog__close icon-button" aria-label="Close">
            <span aria-hidden>×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function IdeaFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="idea-fact">
      <dt>{label}</dt>
      <dd>{value.trim() || 'N/A'}</dd>
    </div>
  );
}
