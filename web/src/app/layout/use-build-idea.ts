import { toast } from '../../components/ui/toast/toast-store';
import { useAuthUser } from '../../lib/session/auth-store';
import { useGenerationDialogActions } from '../../features/workspace/stores/generation-dialog-store';

// 'Build My Idea' and 'Got a Problem?' (docs/product.md "Screens and navigation"). Signing in is the first check of
// idea generation (docs/product.md "Screens and navigation"); the dialog runs the rest (verified email, monthly cap,
// PRO) when Generate Solution is pressed. Reading B's words.
export function useBuildIdea(): () => void {
  const user = useAuthUser();
  const { open } = useGenerationDialogActions();
  return () => {
    if (!user) {
      toast({ title: 'Authentication Required', description: 'Please sign in to generate solutions', variant: 'destructive' });
      return;
    }
    open();
  };
}
