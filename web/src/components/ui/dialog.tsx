import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Announced with the title; omit only when the content describes itself. */
  description?: string;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Added to the dialog's own class (a wider dialog, say). */
  className?: string;
}

/** A modal dialog with the app's look: title, optional description, body, footer and a close button. */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={className ? `dialog ${className}` : 'dialog'}
          // Without a description Radix warns unless aria-describedby is explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>}
          {children && <div className="dialog__body">{children}</div>}
          {footer && <div className="dialog__footer">{footer}</div>}
          <RadixDialog.Close className="dialog__close icon-button" aria-label="Close">
            <span aria-hidden>×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
