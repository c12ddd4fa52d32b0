import type { AdminSectionId } from '../utils/admin-sections';

// Outline icons (24 px grid, stroke), so a collapsed sidebar still tells the sections apart.
const PATHS: Record<AdminSectionId, string> = {
  prompts: 'M4 5h16v11H8l-4 4V5Zm4 4h8m-8 3h5',
  scoring: 'M4 20h16M7 16v-4m5 4V8m5 8v-6',
  users: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm11.5 9v-1a4 4 0 0 0-3-3.87M15.5 4.13a3 3 0 0 1 0 5.74',
  ideas: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3Z',
  'deleted-ideas': 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  'batch-runs': 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  'batch-docs': 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M9 13h6m-6 4h6',
  'quality-control': 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3Zm-3 9 2 2 4-4',
  'studio-applicants': 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9v-1a5 5 0 0 1 10 0v1m3-9h6m-3-3v6',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  projections: 'M4 6h16M4 12h16M4 18h10m4 0 2 2 2-4',
  analytics: 'M4 20h16M7 16v-4m5 4V8m5 8v-6',
};

export function SectionIcon({ id }: { id: AdminSectionId }) {
  return (
    <svg className="section-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={PATHS[id]} />
    </svg>
  );
}
