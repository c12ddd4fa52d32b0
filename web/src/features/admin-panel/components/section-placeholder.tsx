import type { AdminSection } from '../utils/admin-sections';

/** The body of a section whose issue has not landed yet. */
export function SectionPlaceholder({ section }: { section: AdminSection }) {
  return (
    <div className="admin-placeholder">
      <span className="admin-placeholder__badge">Coming soon</span>
      <p className="admin-placeholder__text">This section arrives with the {section.label} issue.</p>
    </div>
  );
}
