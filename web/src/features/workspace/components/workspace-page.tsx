import { SIGN_IN_REQUIRED } from '@app/domain/users/permissions';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useCollections } from '../api/get-collections';
import { useSetWorkspaceDrawerOpen } from '../stores/workspace-drawer-store';
import { WORKSPACE_VIEWS, currentView, ideaParam, selectedIdea, viewIdeas, type WorkspaceView } from '../utils/workspace-views';
import { NO_IDEA_SELECTED, WORKSPACE_DATA_FAILED } from '../utils/workspace-messages';
import { WorkspaceDrawer } from './workspace-drawer';
import { WorkspaceNav } from './workspace-nav';
import './workspace.css';

// A visitor without a session sees the sign-in message only: the panels, the tabs and their markdown load with a
// member's workspace, not with the page (docs/architecture.md "First paint").
const IdeaPanel = lazy(() => import('./idea-panel').then((m) => ({ default: m.IdeaPanel })));
const InsightsPanel = lazy(() => import('./insights-panel').then((m) => ({ default: m.InsightsPanel })));
const WorkspaceTabs = lazy(() => import('./workspace-tabs').then((m) => ({ default: m.WorkspaceTabs })));

/**
 * /workspace (docs/product.md "Workspace and AI generation"): the sidebar with the two views, the selected idea's card
 * and its Documents and Power-Ups tabs. `?view=my-ideas&idea={id}` chooses; without it the first idea of the view is
 * shown. `?view=insights` shows the member's Insights (docs/product.md "Analytics").
 */
export function WorkspacePage() {
  const user = useAuthUser();
  const collections = useCollections({ enabled: user !== null });
  const [params, setParams] = useSearchParams();
  const setDrawerOpen = useSetWorkspaceDrawerOpen();
  const requestedId = ideaParam(params.get('idea'));
  const view = currentView(collections.data, params.get('view'), requestedId);
  const ideas = collections.data ? viewIdeas(collections.data, view) : [];
  const selected = selectedIdea(ideas, requestedId);
  const viewInfo = WORKSPACE_VIEWS.find((option) => option.id === view) ?? WORKSPACE_VIEWS[0]!;

  const choose = (nextView: WorkspaceView, ideaId?: number) => {
    const next = new URLSearchParams();
    if (nextView !== 'platform-ideas') next.set('view', nextView);
    if (ideaId !== undefined) next.set('idea', String(ideaId));
    setParams(next);
    setDrawerOpen(false);
  };
  const nav = (
    <WorkspaceNav
      view={view}
      ideas={ideas}
      selectedId={selected?.id ?? null}
      onView={(nextView) => choose(nextView)}
      onIdea={(id) => choose(view, id)}
    />
  );

  const loading = (
    <div className="workspace__state">
      <Spinner label="Loading your workspace" />
    </div>
  );

  return (
    <div className="workspace">
      <aside className="workspace-sidebar" aria-labelledby="workspace-sidebar-title">
        <h1 id="workspace-sidebar-title" className="workspace-sidebar__title">
          Workspace
        </h1>
        <nav aria-label="Workspace">{nav}</nav>
      </aside>
      <div className="workspace__main">
        <WorkspaceDrawer current={selected?.title ?? viewInfo.label}>{nav}</WorkspaceDrawer>
        {!user && (
          <p className="workspace__state" role="alert">
            {SIGN_IN_REQUIRED.message}
          </p>
        )}
        {user && view === 'insights' && (
          <Suspense fallback={loading}>
            <InsightsPanel />
          </Suspense>
        )}
        {user && view !== 'insights' && collections.isPending && loading}
        {collections.isError && (
          <p className="workspace__state workspace__state--error" role="alert">
            {WORKSPACE_DATA_FAILED}
          </p>
        )}
        {collections.data && view !== 'insights' && !selected && (
          <div className="workspace__state">
            <p>{viewInfo.empty}</p>
            <p className="workspace__hint">{NO_IDEA_SELECTED}</p>
          </div>
        )}
        {collections.data && selected && (
          // Keyed by idea, so an edit or a tab left open on one idea never carries over to the next.
          <div key={selected.id} className="workspace__idea">
            <Suspense fallback={loading}>
              <IdeaPanel idea={selected} view={view} />
              <WorkspaceTabs idea={selected} collections={collections.data} />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
