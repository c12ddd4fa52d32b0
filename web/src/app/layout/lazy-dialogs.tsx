import { Suspense, lazy } from 'react';
import { useAuthDialogMode } from '../../lib/session/auth-dialog-store';
import { useGenerationDialogOpen } from '../../features/workspace/stores/generation-dialog-store';
import { useUpgradeDialogTarget } from '../../lib/feature-gate/upgrade-dialog-store';
import { useBuildIdea } from './use-build-idea';

// Dialogs carry their forms and Radix's modal machinery; most visits never open one, so their code loads on
// the first open instead of with the shell.
const AuthDialog = lazy(() =>
  import('../../features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);
const GenerationDialog = lazy(() =>
  import('../../features/workspace/components/generation-dialog').then((m) => ({ default: m.GenerationDialog })),
);
const UpgradeDialog = lazy(() =>
  import('../../features/upgrade/components/upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })),
);

export function LazyDialogs() {
  const authDialogMode = useAuthDialogMode();
  const generationDialogOpen = useGenerationDialogOpen();
  const upgradeTarget = useUpgradeDialogTarget();
  // The Welcome dialog's 'Start New Idea' takes the same way in as 'Build My Idea', checks included.
  const buildIdea = useBuildIdea();
  return (
    <Suspense fallback={null}>
      {authDialogMode && <AuthDialog onStartNewIdea={buildIdea} />}
      {generationDialogOpen && <GenerationDialog />}
      {upgradeTarget && <UpgradeDialog />}
    </Suspense>
  );
}
