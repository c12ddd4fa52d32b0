import { Suspense, lazy } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useIdeaDialog, useIdeaDialogsActions } from '../stores/idea-dialogs-store';
import type { WorkspaceActions } from '../utils/workspace-actions';
import './idea-dialogs.css';

// The dialog the store says is open (docs/product.md "Marketplace and idea detail"). The marketplace mounts this once;
// each dialog's code (the detail carries the markdown reader) loads on its first open.
const IdeaDetailDialog = lazy(() => import('./idea-detail-dialog').then((m) => ({ default: m.IdeaDetailDialog })));
const MockupDialog = lazy(() => import('../../../components/ui/mockup-dialog').then((m) => ({ default: m.MockupDialog })));

export function IdeaDialogs({ workspace }: { workspace: WorkspaceActions }) {
  const dialog = useIdeaDialog();
  const { back } = useIdeaDialogsActions();
  if (!dialog) return null;
  return (
    <Suspense
      fallback={
        <div className="idea-dialogs__pending">
          <Spinner label="Opening" />
        </div>
      }
    >
      {/* Keyed by idea, so opening another idea starts afresh (documents closed, scrolled to the top). */}
      {dialog.kind === 'detail' && <IdeaDetailDialog key={`detail-${dialog.idea.id}`} dialog={dialog} workspace={workspace} />}
      {dialog.kind === 'mockup' && (
        <MockupDialog key={`mockup-${dialog.idea.id}`} title={dialog.idea.title} link={dialog.idea.mockup} onClose={back} />
      )}
    </Suspense>
  );
}
