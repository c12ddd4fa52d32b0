import type { AdminSection } from '../utils/admin-sections';

/** The body of a section that is not available yet. */
export function SectionPlaceholder({ section }: { section: AdminSection }) {
  return (
    <div className="admin-placeholder">
      <span className="admin-placeholder__badge">Coming soon</span>
      <p className="admin-placeholder__text">{section.label} is not available yet.</p>
    </div>
  );
}
