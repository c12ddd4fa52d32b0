import { meetsRole } from '@app/domain/shared/roles';
import type { AuthUser } from '../../../lib/session/auth-user';
import { EDITABLE_IDEA_FIELDS } from './idea-edit';

// What the Insights tab prints (docs/product.md "Analytics"): a changed field by the name the idea card gives it, the
// dates of a 30-day series, and a shared idea's days as its chart reads them.

const OTHER_FIELD_LABELS: Readonly<Record<string, string>> = {
  category: 'Categories',
  revenue: 'Revenue',
  timeline: 'Timeline',
  teamSize: 'Team Size',
  technologies: 'Technologies',
  tags: 'Tags',
  mockup: 'Mockup',
  country: 'Country',
  type: 'Type',
};

export function fieldLabel(field: string): string {
  return EDITABLE_IDEA_FIELDS.find((editable) => editable.name === field)?.label ?? OTHER_FIELD_LABELS[field] ?? field;
}

/** The UTC dates (YYYY-MM-DD) of `length` days ending today, oldest first: a momentum series' days. */
export function seriesDates(length: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length }, (_, index) => new Date(today - (length - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

export const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The server's rule for `GET /api/workspace/insights`: verified, PREMIUM and up. Anyone else is offered the upgrade. */
export const readsInsights = (user: AuthUser | null): boolean => user !== null && user.emailVerified && meetsRole(user.role, 'PREMIUM');
