import { Dialog } from 'radix-ui';
import { useEffect, type ReactNode } from 'react';
import { useSetWorkspaceDrawerOpen, useWorkspaceDrawerOpen } from '../stores/workspace-drawer-store';

// Matches the stylesheet's desktop breakpoint (docs/product.md "Workspace and AI generation": under 1024 px the sidebar
// becomes a drawer).
const DESKTOP = '(min-width: 1024px)';

/** Small screens: a bar naming the idea shown, whose button slides the sidebar in as a modal drawer. */
export function WorkspaceDrawer({ current, children }: { current: string; children: ReactNode }) {
  const open = useWorkspaceDrawerOpen();
  const setOpen = useSetWorkspaceDrawerOpen();

  // Grown past the breakpoint, the page shows the sidebar; a drawer left open would still block it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, setOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="workspace-mobile-bar">
        <Dialog.Trigger className="button button--secondary" aria-label="Open workspace menu">
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          Workspace
        </Dialog.Trigger>
        <span className="workspace-mobile-bar__current">{current}</span>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="workspace-drawer-overlay" />
        <Dialog.Content className="workspace-drawer" aria-describedby={undefined}>
          <div className="workspace-drawer__header">
            <Dialog.Title className="workspace-sidebar__title">Workspace</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close workspace menu">
              <span aria-hidden className="workspace-drawer__close">
                ×
              </span>
            </Dialog.Close>
          </div>
          <nav aria-label="Workspace">{children}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
