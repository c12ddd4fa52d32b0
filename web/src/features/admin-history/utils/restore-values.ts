import type { IdeaRecord } from '@app/domain/history/history-view';
import type { IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaContent } from '@app/domain/ideas/idea-fields';

// 'Restore these values' is the admin's ordinary edit (PUT /api/admin/ideas/{id}, `editIdeaSchema`), so it is
// recorded and audited like any other. It sends what an edit can set: every content field and the type. Publication,
// stamp, auto-delete, archiving and deletion have their own commands and rules (a publish needs every document), and
// documents are edited one by one, so a restore leaves them as they are now.

// Typed as a record of every content field, so a field added to IdeaContent and not listed here fails to compile
// instead of being silently left out of a restore.
const CONTENT_FIELDS: Record<keyof IdeaContent, true> = {
  title: true, description: true, category: true, businessModel: true, marketSize: true, competition: true,
  problem: true, solution: true, differentiation: true, goToMarket: true, wowFactor: true, revenue: true,
  timeline: true, teamSize: true, technologies: true, tags: true, mockup: true, country: true,
};

export type RestoreIdeaBody = IdeaContent & { type: IdeaType };

export function restoreBody(record: IdeaRecord): RestoreIdeaBody {
  const content = Object.fromEntries(Object.keys(CONTENT_FIELDS).map((field) => [field, record[field as keyof IdeaContent]]));
  return { ...(content as unknown as IdeaContent), type: record.type };
}
