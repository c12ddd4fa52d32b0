// What changed in a saved idea's original since the member saved it (docs/product.md "Workspace and AI generation",
// "Analytics"): read from the original's history in the event store, as the admin's history reads it, keeping only
// the idea's content and type and no one's email. The workspace's idea panel shows it for one copy; Insights for
// every saved idea (./insights.ts).
import type { FieldChange } from '@app/domain/history/history-view';
import { NotFound } from '@app/domain/shared/errors';
import { IDEA_NOT_IN_WORKSPACE } from '@app/domain/workspace/workspace-decider';
import { ERASED_IDEA_FIELDS, type CopyKind } from '@app/domain/workspace/workspace-fields';
import type { SavedChange } from '@app/domain/workspace/workspace-view';
import { readEntityChanges, type HistoryDeps } from '../history/entity-history';
import { copiesInView } from './workspace';

/** The fields a member reads on an idea (its content and type): the record's other fields are the admin's. */
const IDEA_FIELDS = new Set(Object.keys(ERASED_IDEA_FIELDS));

/** A field's value as the screen prints it: lists joined, nothing as null. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What changed in the copy's original's content after `savedAt`, newest first. */
export async function changesSince(deps: HistoryDeps, { kind, original_id }: { kind: CopyKind; original_id: number }, savedAt: Date): Promise<SavedChange[]> {
  let entries: { at: string; changes: FieldChange[] }[];
  try {
    entries = await readEntityChanges(deps, kind === 'idea' ? 'ideas' : kind, String(original_id));
  } catch (error) {
    // An original with no history left to read (its stream gone with an erased author) has no change to tell.
    if (error instanceof NotFound) return [];
    throw error;
  }
  return entries
    .filter((entry) => Date.parse(entry.at) > savedAt.getTime())
    .reverse()
    .flatMap((entry) =>
      entry.changes.filter((change) => IDEA_FIELDS.has(change.field)).map((change) => ({ field: change.field, before: shown(change.from), after: shown(change.to), at: entry.at })),
    );
}

/**
 * GET /api/workspace/ideas/{id}/changes: the member's copy `copyId` (one in view), else 404. The copy of an idea they
 * generated was not saved from anyone: its changes are their own edits, so none are told.
 */
export async function savedIdeaChanges(deps: HistoryDeps, userId: string, copyId: number): Promise<{ changes: SavedChange[] }> {
  const copy = await copiesInView(deps.db)
    .select(['c.kind', 'c.original_id', 'c.added_at', 'u.creator_id'])
    .where('c.user_id', '=', userId)
    .where('c.id', '=', copyId)
    .executeTakeFirst();
  if (!copy) throw new NotFound(IDEA_NOT_IN_WORKSPACE);
  return { changes: copy.creator_id === userId ? [] : await changesSince(deps, copy, copy.added_at) };
}
