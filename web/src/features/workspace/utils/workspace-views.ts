import type { WorkspaceCollections, WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { PRODUCT_NAME } from '../../../config/product';

// The workspace's two views of ideas (docs/product.md "Workspace and AI generation") and Insights (docs/product.md
// "Analytics"), and which idea is selected: `?view=my-ideas&idea={id}` picks them, else the first idea of the view is.

export type WorkspaceView = 'platform-ideas' | 'my-ideas' | 'insights';

export const WORKSPACE_VIEWS: readonly { id: WorkspaceView; label: string; empty: string }[] = [
  {
    id: 'platform-ideas',
    label: `${PRODUCT_NAME} Ideas`,
    empty: 'No ideas in your workspace yet. Save ideas from platform to get started.',
  },
  {
    id: 'my-ideas',
    label: 'My Ideas',
    empty: 'No generated ideas yet. Try generating some ideas from the problem submission dialog!',
  },
  { id: 'insights', label: 'Insights', empty: '' },
];

/** The member's generated ideas: both user-generated collections, newest first (ties by the higher copy id). */
export function myIdeas(collections: Pick<WorkspaceCollections, 'ugiIdeas' | 'ugp2pIdeas'>): WorkspaceIdea[] {
  return [...collections.ugiIdeas, ...collections.ugp2pIdeas].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}

/** Insights lists no idea to select: it is about all of them. */
export function viewIdeas(collections: WorkspaceCollections, view: WorkspaceView): WorkspaceIdea[] {
  if (view === 'insights') return [];
  return view === 'my-ideas' ? myIdeas(collections) : collections.ideas;
}

/** Parses `?idea=`; anything but a positive integer selects nothing. */
export function ideaParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The view shown: the one `?view=` names; without it, the view holding the `?idea=` (a link to a generated idea may
 * omit the view), else the platform ideas.
 */
export function currentView(collections: WorkspaceCollections | undefined, view: string | null, ideaId: number | null): WorkspaceView {
  if (view === 'my-ideas' || view === 'platform-ideas' || view === 'insights') return view;
  if (collections && ideaId !== null && myIdeas(collections).some((idea) => idea.id === ideaId)) return 'my-ideas';
  return 'platform-ideas';
}

/** The idea `?idea=` names when the view holds it, else the view's first idea, else none. */
export function selectedIdea(ideas: readonly WorkspaceIdea[], ideaId: number | null): WorkspaceIdea | null {
  return ideas.find((idea) => idea.id === ideaId) ?? ideas[0] ?? null;
}

/** The address of an idea in the workspace, as links and the review dialog build it. */
export function workspaceIdeaPath(view: WorkspaceView, ideaId: number): string {
  return view === 'my-ideas' ? `/workspace?view=my-ideas&idea=${ideaId}` : `/workspace?idea=${ideaId}`;
}

/**
 * Where the marketplace's 'View on Workspace' leads for an idea: its copy when the member saved it (a user idea's
 * copy sits under My Ideas), else the workspace itself.
 */
export function savedIdeaPath(collections: WorkspaceCollections | undefined, idea: { id: number; source: string }): string {
  if (!collections) return '/workspace';
  if (idea.source === 'FD') {
    const copy = collections.ideas.find((candidate) => candidate.originalId === idea.id);
    return copy ? workspaceIdeaPath('platform-ideas', copy.id) : '/workspace';
  }
  const copy = myIdeas(collections).find((candidate) => candidate.originalId === idea.id && candidate.source === idea.source);
  return copy ? workspaceIdeaPath('my-ideas', copy.id) : '/workspace';
}
