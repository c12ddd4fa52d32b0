import { Toast } from 'radix-ui';
import { TOAST_DURATION, dismissToast, useCurrentToast } from './toast-store';
import './toaster.css';

// Keyed by id, so a new toast replaces the current one (and its timer) at once.
export function Toaster() {
  const current = useCurrentToast();
  return (
    <Toast.Provider duration={TOAST_DURATION.default} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Toast.Root
          key={current.id}
          className="toast"
          data-variant={current.variant ?? 'info'}
          open={current.open}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
        >
          <Toast.Title className="toast__title">{current.title}</Toast.Title>
          {current.description && (
            <Toast.Description className="toast__description">{current.description}</Toast.Description>
          )}
          {current.action && (
            <Toast.Action
              className="button button--secondary toast__action"
              altText={current.action.altText}
              onClick={(event) => {
                // Radix closes the toast after an action unless told not to; see ToastAction.
                event.preventDefault();
                current.action?.onClick();
              }}
            >
              {current.action.label}
            </Toast.Action>
          )}
          <Toast.Close className="toast__close" aria-label="Close">
            <span aria-hidden>×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  );
}
