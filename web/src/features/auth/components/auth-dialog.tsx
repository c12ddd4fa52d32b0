import { Dialog } from '../../../components/ui/dialog';
import { useAuthDialogActions, useAuthDialogMode } from '../stores/auth-dialog-store';

// Placeholder until the authentication issue brings the Sign In and Create Account forms (spec 000 §2).
// The titles and the links that switch between the two are already the spec's.
export function AuthDialog() {
  const mode = useAuthDialogMode();
  const { open, close } = useAuthDialogActions();
  const signingIn = mode === 'sign-in';

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={signingIn ? 'Sign In' : 'Create Account'}
      description={signingIn ? 'Signing in opens soon.' : 'Registration opens soon.'}
    >
      <p className="dialog__switch">
        {signingIn ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" className="link-button" onClick={() => open(signingIn ? 'register' : 'sign-in')}>
          {signingIn ? 'Sign up Now!' : 'Sign In!'}
        </button>
      </p>
    </Dialog>
  );
}
