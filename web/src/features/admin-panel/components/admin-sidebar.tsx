import { useAdminSidebarActions, useSidebarCollapsed } from '../stores/admin-sidebar-store';
import type { AdminSectionId } from '../utils/admin-sections';
import { AdminNav } from './admin-nav';
import { SignedInAs } from './signed-in-as';

const NAV_ID = 'admin-sidebar-nav';

/** The desktop sidebar; it collapses to icons. Small screens get the same content in a drawer instead. */
export function AdminSidebar({ active, email }: { active: AdminSectionId; email: string }) {
  const collapsed = useSidebarCollapsed();
  const { toggleCollapsed } = useAdminSidebarActions();
  return (
    <aside className="admin-sidebar desktop-only" data-collapsed={collapsed ? '' : undefined} aria-label="Admin Panel">
      <div className="admin-sidebar__header">
        <span className={collapsed ? 'visually-hidden' : 'admin-sidebar__title'}>Admin Panel</span>
        <button
          type="button"
          className="icon-button admin-sidebar__toggle"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={NAV_ID}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={toggleCollapsed}
        >
          <CollapseIcon collapsed={collapsed} />
        </button>
      </div>
      <nav id={NAV_ID} aria-label="Admin sections" className="admin-sidebar__nav">
        <AdminNav active={active} collapsed={collapsed} />
      </nav>
      <SignedInAs email={email} collapsed={collapsed} />
    </aside>
  );
}

function CollapseIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
      <path d={collapsed ? 'M13 10l2 2-2 2' : 'M16 10l-2 2 2 2'} />
    </svg>
  );
}
