import { Dialog } from '../../../components/ui/dialog';
import { useAuthDialogActions, useAuthDialogMode, useAuthDialogNotice, type AuthDialogMode } from '../../../lib/session/auth-dialog-store';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { WelcomeOptions } from './welcome-options';

const TITLES: Record<AuthDialogMode, { title: string; description?: string }> = {
  'sign-in': { title: 'Sign In', description: 'Welcome back. Sign in with your email and password.' },
  register: { title: 'Create Account', description: 'Save ideas to your workspace and turn them into plans.' },
  welcome: { title: 'How would you like to start?' },
};

/**
 * Sign In, Create Account and Welcome (docs/product.md "Accounts and sessions") share one dialog: the first two switch
 * to each other, and a successful registration moves on to the third. Starting a new idea belongs to another feature,
 * so the app passes it in.
 */
export function AuthDialog({ onStartNewIdea }: { onStartNewIdea: () => void }) {
  const mode = useAuthDialogMode();
  const notice = useAuthDialogNotice();
  const { open, close } = useAuthDialogActions();
  if (mode === null) return null;

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      {...TITLES[mode]}
    >
      {notice && (
        <p className="login-message" role="alert">
          {notice}
        </p>
      )}
      {mode === 'sign-in' && <SignInForm onSignedIn={close} onSwitch={() => open('register')} />}
      {mode === 'register' && <RegisterForm onRegistered={() => open('welcome')} onSwitch={() => open('sign-in')} />}
      {mode === 'welcome' && (
        <WelcomeOptions
          onBrowse={close}
          onStartNewIdea={() => {
            close();
            onStartNewIdea();
          }}
        />
      )}
    </Dialog>
  );
}
