import type { IdeaDocumentView, IdeaCardView } from '@app/domain/ideas/idea-view';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';

// What the detail dialog's buttons ask of the viewer (docs/product.md "Marketplace and idea detail"): all need a
// signed-in user with a verified email; on a premium idea, saving needs PREMIUM and the mockup PRO; the workspace
// (viewing an idea there or generating its documents) needs PRO for any idea.

export type DetailAction = 'save' | 'mockup' | 'workspace';

export function detailActionRequirement(action: DetailAction, idea: Pick<IdeaCardView, 'type'>): { role?: UpgradeTarget } {
  if (action === 'workspace') return { role: 'PRO' };
  if (idea.type !== 'PREMIUM') return {};
  return action === 'save' ? { role: 'PREMIUM' } : { role: 'PRO' };
}

/**
 * 'Generate Docs on Workspace' when the idea is known to have no documents yet; 'View on Workspace' otherwise
 * (documents to see there, or not known to this viewer).
 */
export function workspaceButtonLabel(documents: readonly IdeaDocumentView[] | undefined): string {
  return documents && documents.length === 0 ? 'Generate Docs on Workspace' : 'View on Workspace';
}
