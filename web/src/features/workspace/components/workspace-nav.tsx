import type { WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { WORKSPACE_VIEWS, type WorkspaceView } from '../utils/workspace-views';

interface WorkspaceNavProps {
  view: WorkspaceView;
  ideas: readonly WorkspaceIdea[];
  selectedId: number | null;
  onView: (view: WorkspaceView) => void;
  onIdea: (id: number) => void;
}

/** The sidebar's content, the same on the desktop and in the drawer: the two views and the titles of the one shown. */
export function WorkspaceNav({ view, ideas, selectedId, onView, onIdea }: WorkspaceNavProps) {
  return (
    <>
      <div className="workspace-nav__views" role="group" aria-label="Workspace views">
        {WORKSPACE_VIEWS.map((option) => (
          <button
            key={option.id}
            type="button"
            className="workspace-nav__view"
            aria-pressed={option.id === view}
            onClick={() => onView(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {ideas.length > 0 && (
        <ul className="workspace-nav__ideas" aria-label="Ideas">
          {ideas.map((idea) => (
            <li key={idea.id}>
              <button
                type="button"
                className="workspace-nav__idea"
                aria-current={idea.id === selectedId ? 'true' : undefined}
                onClick={() => onIdea(idea.id)}
              >
                {idea.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
