import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../config/product';
import './admin-panel.css';
import { useSidebarCollapsed } from '../stores/admin-sidebar-store';
import { adminSection, type AdminSectionId } from '../utils/admin-sections';
import { AdminDrawer } from './admin-drawer';
import { AdminSidebar } from './admin-sidebar';

/**
 * The admin panel's frame (docs/product.md "Admin panel"): the sidebar (a drawer on small screens), then the active
 * section under its title. Sections render only their body.
 */
export function AdminShell({ active, email, children }: { active: AdminSectionId; email: string; children: ReactNode }) {
  const collapsed = useSidebarCollapsed();
  const section = adminSection(active);
  return (
    <div className="admin" data-collapsed={collapsed ? '' : undefined}>
      <title>{`${section.label} · Admin Panel · ${PRODUCT_NAME}`}</title>
      <AdminSidebar active={active} email={email} />
      <div className="admin__content">
        <AdminDrawer active={active} email={email} />
        {/* Keyed, so a section's local state (an open dialog, a half-typed form) does not leak into the next. */}
        <section className="admin-section" key={active} aria-labelledby="admin-section-title">
          <header className="admin-section__header">
            <h1 id="admin-section-title" className="admin-section__title">
              {section.label}
            </h1>
            <p className="admin-section__lead">{section.summary}</p>
          </header>
          <div className="admin-section__body">{children}</div>
        </section>
      </div>
    </div>
  );
}
