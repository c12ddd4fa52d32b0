import { AlertDialog } from 'radix-ui';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmed action is running: both buttons are disabled and the dialog stays until it settles. */
  pending?: boolean;
  /** Styles the confirm button as dangerous (deleting, say). */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before something that cannot be undone (an alert dialog: focus starts on Cancel, a click outside does not
 * close it). Confirming does not close it by itself; the caller closes it when the action has settled.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--confirm">
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">{description}</AlertDialog.Description>
          <div className="dialog__footer">
            <AlertDialog.Cancel className="button button--secondary" disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
              disabled={pending}
              onClick={(event) => {
                // Radix closes on Action; this dialog stays while the action runs.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
