import type { IdeaDetailView, IdeaView } from '@app/domain/ideas/idea-view';
import { useState, type ReactNode } from 'react';
import { MarketSizing } from '../../../components/idea-charts/market-sizing';
import { MomentumFigure } from '../../../components/idea-charts/momentum-figure';
import { Scorecard } from '../../../components/idea-charts/scorecard';
import { BackButton } from '../../../components/ui/back-button';
import { HistoryTabs } from '../../../components/ui/history-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { PRODUCT_NAME } from '../../../config/product';
import { ApiError } from '../../../lib/api-client';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { useIdeaDocuments } from '../api/get-idea-documents';
import { useIdea } from '../api/get-idea';
import { useIdeaMomentum } from '../api/get-idea-momentum';
import { ideaViewer } from '../api/idea-keys';
import { DocumentCard } from './document-card';
import { IdeaBadges, PremiumNotice } from './idea-detail-parts';
import { IdeaPageForm } from './idea-page-form';
import { LOAD_FAILED, categoryList, displayStatus, displayType } from './idea-page-model';
import './idea-dialogs.css';
import './idea-page.css';

/** An ADMIN's History tab beside the idea (the audit history: another feature, joined in by the app). */
export type IdeaHistorySlot = (idea: IdeaView) => ReactNode;

/**
 * The idea detail page /marketplace/{id} (docs/product.md "Marketplace and idea detail"): the idea, its scorecard,
 * market sizing and 30-day momentum (docs/features.md "Scores", "Momentum") and its documents for anyone who can load it; an ADMIN edits the idea and each document in place, and reads its history in a tab. A
 * premium idea the viewer may not read shows the premium notice.
 */
export function IdeaPage({ id, history }: { id: number | null; history?: IdeaHistorySlot }) {
  const user = useAuthUser();
  const viewer = ideaViewer(user?.role);
  const query = useIdea(id ?? 0, viewer, { enabled: id !== null });

  if (id === null || query.isError) {
    const reason = query.error instanceof ApiError && query.error.status !== 404 ? query.error.message : null;
    return (
      <PageFrame title={LOAD_FAILED}>
        <div className="idea-page__failed" role="alert">
          <p className="idea-page__failed-title">{LOAD_FAILED}</p>
          {reason && <p className="idea-page__failed-reason">{reason}</p>}
        </div>
      </PageFrame>
    );
  }
  if (!query.data) {
    return (
      <PageFrame title="Loading idea">
        <div className="idea-page__loading">
          <Spinner size="large" label="Loading idea" />
        </div>
      </PageFrame>
    );
  }
  const isAdmin = user?.role === 'ADMIN';
  // Only an ADMIN sees the tab; the server refuses anyone else the history anyway.
  return <IdeaPageContent idea={query.data} viewer={viewer} isAdmin={isAdmin} history={isAdmin ? history : undefined} />;
}

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page container idea-page">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <BackButton fallback="/marketplace" label="Back to ideas" />
      {children}
    </section>
  );
}

interface IdeaPageContentProps {
  idea: IdeaDetailView;
  viewer: string;
  isAdmin: boolean;
  history: IdeaHistorySlot | undefined;
}

function IdeaPageContent({ idea, viewer, isAdmin, history }: IdeaPageContentProps) {
  const [editing, setEditing] = useState(false);
  const gate = useFeatureGate();
  const documents = useIdeaDocuments(idea.id, viewer, { enabled: !idea.locked });

  const details = (
    <>
      {editing ? (
        <div className="card idea-page__card">
          <IdeaPageForm idea={idea} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="idea-page__layout">
          <div className="card idea-page__card idea-page__main">
            <PageSection title="Description">{idea.description}</PageSection>
            {idea.locked ? (
              !idea.score && <PremiumNotice onUpgrade={() => gate({ role: 'PREMIUM' })} />
            ) : (
              <>
                <PageSection title="Problem">{idea.problem}</PageSection>
                <PageSection title="Solution">{idea.solution}</PageSection>
              </>
            )}
          </div>
          <aside className="card idea-page__card idea-page__facts" aria-label="Idea facts">
            <dl>
              <Fact label="Type" value={displayType(idea)} />
              <Fact label="Status" value={displayStatus(idea)} />
              <Fact label="Category" value={categoryList(idea.category)} />
              <Fact label="Market Size" value={idea.marketSize} />
              <Fact label="Business Model" value={idea.businessModel} />
              <Fact label="Timeline" value={idea.timeline} />
              <Fact label="Team Size" value={idea.teamSize} />
            </dl>
          </aside>
        </div>
      )}

      {!editing && (
        <div className="idea-page__insights">
          {idea.score && (
            <div className="card idea-page__card">
              {/* A locked idea's scorecard keeps its numbers and shows the premium notice in place of its reasons. */}
              <Scorecard score={idea.score} headingLevel="h2" lockedNotice={<PremiumNotice onUpgrade={() => gate({ role: 'PREMIUM' })} />} />
            </div>
          )}
          <div className="card idea-page__card">
            <MarketSizing sizing={idea.marketSizing} headingLevel="h2" />
            <IdeaMomentum ideaId={idea.id} />
          </div>
        </div>
      )}

      {!idea.locked && (
        <section className="idea-page__documents" aria-labelledby="idea-page-documents">
          <h2 id="idea-page-documents" className="idea-page__section-title">
            Documents
          </h2>
          {documents.isPending && <Spinner label="Loading documents" />}
          {documents.isError && <p className="idea-page__muted">Failed to fetch documents</p>}
          {documents.data?.length === 0 && <p className="idea-page__muted">No documents generated yet</p>}
          <div className="idea-page__document-list">
            {documents.data?.map((document) => (
              <DocumentCard key={document.id} document={document} editable={isAdmin} />
            ))}
          </div>
        </section>
      )}
    </>
  );

  return (
    <PageFrame title={idea.title}>
      <header className="idea-page__header">
        <div className="idea-page__heading">
          <IdeaBadges idea={idea} />
          <h1 className="page__title idea-page__title">{idea.title}</h1>
        </div>
        {isAdmin && !editing && (
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
      </header>

      <HistoryTabs label="Idea" history={history?.(idea)} classes={{ list: 'idea-page__tabs', tab: 'idea-page__tab', historyPanel: 'card idea-page__card' }}>
        {details}
      </HistoryTabs>
    </PageFrame>
  );
}

function IdeaMomentum({ ideaId }: { ideaId: number }) {
  const momentum = useIdeaMomentum(ideaId);
  return (
    <section className="idea-page__momentum" aria-labelledby="idea-page-momentum">
      <h2 id="idea-page-momentum" className="idea-page__section-title">
        Momentum
      </h2>
      {momentum.isPending && <Spinner label="Loading momentum" />}
      {momentum.isError && <p className="idea-page__muted">Failed to load momentum</p>}
      {momentum.data && <MomentumFigure title="Last 30 days: views, saves, shares and documents" days={momentum.data.days} />}
    </section>
  );
}

function PageSection({ title, children }: { title: string; children: string | null }) {
  return (
    <section className="idea-page__section">
      <h2 className="idea-page__section-title">{title}</h2>
      <p className="idea-page__text">{children?.trim() ? children : <span className="idea-page__muted">Not provided</span>}</p>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="idea-page__fact">
      <dt>{label}</dt>
      <dd>{value?.trim() ? value : 'N/A'}</dd>
    </div>
  );
}
