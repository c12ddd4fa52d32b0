import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useAdminSidebarActions, useSidebarDrawerOpen } from '../stores/admin-sidebar-store';
import { adminSection, type AdminSectionId } from '../utils/admin-sections';
import { AdminNav } from './admin-nav';
import { SectionIcon } from './section-icon';
import { SignedInAs } from './signed-in-as';

// Matches the stylesheet's desktop breakpoint (docs/product.md "Limits").
const DESKTOP = '(min-width: 1024px)';

/**
 * Small screens: a bar naming the current section, whose button slides the sidebar in from the left as a modal
 * drawer (focus kept inside, Escape or a tap outside closes it). Choosing a section closes it.
 */
export function AdminDrawer({ active, email }: { active: AdminSectionId; email: string }) {
  const open = useSidebarDrawerOpen();
  const { setDrawerOpen } = useAdminSidebarActions();

  // Grown past the breakpoint (a rotated tablet), the page shows the sidebar; a drawer left open would still block it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP);
    const closeOnDesktop = () => {
      if (desktop.matches) setDrawerOpen(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, setDrawerOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={setDrawerOpen}>
      <div className="admin-mobile-bar mobile-only">
        <Dialog.Trigger className="button button--secondary admin-mobile-bar__toggle" aria-label="Open admin menu">
          <MenuIcon />
          Sections
        </Dialog.Trigger>
        <span className="admin-mobile-bar__current">
          <SectionIcon id={active} />
          {adminSection(active).label}
        </span>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-drawer-overlay" />
        <Dialog.Content className="admin-drawer" aria-describedby={undefined}>
          <div className="admin-drawer__header">
            <Dialog.Title className="admin-sidebar__title">Admin Panel</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close admin menu">
              <span aria-hidden className="admin-drawer__close">
                ×
              </span>
            </Dialog.Close>
          </div>
          <nav aria-label="Admin sections" className="admin-sidebar__nav">
            <AdminNav active={active} onNavigate={() => setDrawerOpen(false)} />
          </nav>
          <SignedInAs email={email} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
