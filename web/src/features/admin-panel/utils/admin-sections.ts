// The admin panel's sidebar (docs/product.md "Admin panel"): the spec's 8 sections in its order, then the scoring
// rubric's (docs/product.md "Scores and market sizing"), the audit trail's two (docs/product.md "Admin: History and
// activity"), then the system analytics (docs/product.md "Analytics"). The section is kept in the URL
// (`/admin?section=users`), so a reload or a shared link opens the same one.

export const ADMIN_SECTION_IDS = [
  'prompts',
  'users',
  'ideas',
  'deleted-ideas',
  'batch-runs',
  'batch-docs',
  'quality-control',
  'studio-applicants',
  'scoring',
  'activity',
  'projections',
  'analytics',
] as const;
export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

export interface AdminSection {
  id: AdminSectionId;
  /** The sidebar's label, verbatim from the spec. */
  label: string;
  /** One line on what the section is for. */
  summary: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'prompts', label: 'System Prompts', summary: 'The prompt templates used for AI generation of ideas, documents and power-ups.' },
  { id: 'users', label: 'Users', summary: 'Change roles, remove accounts and create tier test accounts.' },
  { id: 'ideas', label: 'Ideas', summary: 'Generate ideas in batches, generate their documents, and publish, stamp or delete them.' },
  { id: 'deleted-ideas', label: 'Deleted Ideas', summary: 'Ideas that were deleted, with a way to restore them.' },
  { id: 'batch-runs', label: 'Batch-Runs', summary: 'The cost, latency and tokens of each idea-generation batch.' },
  { id: 'batch-docs', label: 'Batch-Docs', summary: 'The latency and tokens of each idea’s document generation.' },
  { id: 'quality-control', label: 'Quality Control', summary: 'Exact duplicates and ideas that are 75% or more similar.' },
  { id: 'studio-applicants', label: 'Studio applicants', summary: 'Applications to the Builder Studio cohort programme.' },
  { id: 'scoring', label: 'Scoring', summary: 'The scoring rubric’s versions: re-score, compare side by side, switch or discard.' },
  { id: 'activity', label: 'Activity', summary: 'Every change on the platform: who changed what, and when.' },
  { id: 'projections', label: 'Projections', summary: 'Each read model’s position, lag and state, and rebuilding one.' },
  { id: 'analytics', label: 'Analytics', summary: 'Sign-ups, paying members, revenue, AI cost, the funnel and what has momentum.' },
];

/** The section that opens when the URL names none (or one we do not know). */
export const DEFAULT_ADMIN_SECTION: AdminSectionId = 'users';

export const SECTION_PARAM = 'section';

export function isAdminSectionId(value: unknown): value is AdminSectionId {
  return typeof value === 'string' && (ADMIN_SECTION_IDS as readonly string[]).includes(value);
}

/** The section a `?section=` value names; the default for a missing or unknown one. */
export function sectionFromParam(value: string | null): AdminSectionId {
  return isAdminSectionId(value) ? value : DEFAULT_ADMIN_SECTION;
}

export function adminSection(id: AdminSectionId): AdminSection {
  // ADMIN_SECTIONS lists every id; the fallback only satisfies the type checker.
  return ADMIN_SECTIONS.find((section) => section.id === id) ?? { id, label: id, summary: '' };
}

/** The search string of a section's address. */
export function sectionSearch(id: AdminSectionId): string {
  return `?${new URLSearchParams({ [SECTION_PARAM]: id }).toString()}`;
}
