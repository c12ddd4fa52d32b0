import { Link } from 'react-router';
import { ADMIN_SECTIONS, sectionSearch, type AdminSectionId } from '../utils/admin-sections';
import { SectionIcon } from './section-icon';

interface AdminNavProps {
  active: AdminSectionId;
  /** Icons only; the labels stay readable to screen readers and show as tooltips. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The 8 sections as links that change `?section=`, so each is an address of its own. */
export function AdminNav({ active, collapsed = false, onNavigate }: AdminNavProps) {
  return (
    <ul className="admin-nav">
      {ADMIN_SECTIONS.map(({ id, label }) => (
        <li key={id}>
          <Link
            to={{ search: sectionSearch(id) }}
            className="admin-nav__link"
            aria-current={id === active ? 'page' : undefined}
            title={collapsed ? label : undefined}
            onClick={onNavigate}
          >
            <SectionIcon id={id} />
            <span className={collapsed ? 'visually-hidden' : 'admin-nav__label'}>{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
