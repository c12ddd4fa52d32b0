import type { AdminIdeaRow } from '../types';

// Bulk Approve & Publish and Unpublish (docs/product.md "Admin: Ideas"): publish is disabled when every selected idea
// is private or already Published; unpublish when every selected idea is already Unpublished. Only the ideas the action
// changes are sent, so the report counts what it did.

type Publication = Pick<AdminIdeaRow, 'id' | 'status' | 'private'>;

const publishable = (idea: Publication) => !idea.private && idea.status !== 'Published';
const unpublishable = (idea: Publication) => idea.status === 'Published';

export function publishTargets(selected: readonly Publication[]): number[] {
  return selected.filter(publishable).map((idea) => idea.id);
}

export function unpublishTargets(selected: readonly Publication[]): number[] {
  return selected.filter(unpublishable).map((idea) => idea.id);
}

export const publishDisabled = (selected: readonly Publication[]) => publishTargets(selected).length === 0;
export const unpublishDisabled = (selected: readonly Publication[]) => unpublishTargets(selected).length === 0;
