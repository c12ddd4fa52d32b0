import { useAuthDialogActions } from '../../lib/session/auth-dialog-store';

/** 'Sign In' and 'Register', shown while nobody is signed in. */
export function AuthButtons({ onAction }: { onAction?: () => void }) {
  const { open } = useAuthDialogActions();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          onAction?.();
          open('sign-in');
        }}
      >
        Sign In
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onAction?.();
          open('register');
        }}
      >
        Register
      </button>
    </>
  );
}
