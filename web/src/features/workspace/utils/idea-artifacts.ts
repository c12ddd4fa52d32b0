import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { PowerUpType } from '@app/domain/workspace/power-ups';
import type { CopyLinks, WorkspaceCollections, WorkspaceDocument, WorkspaceIdea, WorkspacePowerUp } from '@app/domain/workspace/workspace-view';

// What belongs to one workspace idea: the documents and power-ups whose link field (the one for the idea's kind of
// copy) names its copy id, and how the Documents tab groups them (docs/product.md "Workspace and AI generation").

function belongsTo(item: CopyLinks, idea: Pick<WorkspaceIdea, 'id' | 'source'>): boolean {
  switch (idea.source) {
    case 'UGI':
      return item.ugiCopyId === idea.id;
    case 'UGP2P':
      return item.ugp2pCopyId === idea.id;
    default:
      return item.ideaCopyId === idea.id;
  }
}

/** The idea's documents, one per type at most, in the order of DOCUMENT_TYPES. */
export function ideaDocuments(collections: Pick<WorkspaceCollections, 'documents'>, idea: Pick<WorkspaceIdea, 'id' | 'source'>): WorkspaceDocument[] {
  return DOCUMENT_TYPES.flatMap((type) => (collections.documents[type] ?? []).filter((document) => belongsTo(document, idea)));
}

export function ideaPowerUps(collections: Pick<WorkspaceCollections, 'powerUps'>, idea: Pick<WorkspaceIdea, 'id' | 'source'>): WorkspacePowerUp[] {
  return Object.values(collections.powerUps ?? {}).flatMap((list) => (list ?? []).filter((powerUp) => belongsTo(powerUp, idea)));
}

/** The types already generated, whose buttons are disabled (docs/product.md "Workspace and AI generation"). */
export function generatedTypes<T extends string>(items: readonly { type: T }[]): ReadonlySet<T> {
  return new Set(items.map((item) => item.type));
}

export interface DocumentGroup {
  title: string;
  types: readonly DocumentType[];
}

/**
 * docs/product.md "Workspace and AI generation": Investment Readiness (pitch deck, financial plan), Product (PRD), User
 * Acquisition & Marketing (GTM, pre-launch).
 */
export const DOCUMENT_GROUPS: readonly DocumentGroup[] = [
  { title: 'Investment Readiness', types: ['PITCH_DECK', 'FINANCIAL_PLAN'] },
  { title: 'Product', types: ['PRD'] },
  { title: 'User Acquisition & Marketing', types: ['GTM', 'PRELAUNCH'] },
];

export const POWER_UP_NAMES: Record<PowerUpType, string> = {
  DIFFERENTIATORS_DEFENSIBLES: 'Differentiators & Defensibles',
  VALIDATION_HACKS: 'Validation Hacks',
  VIRALITY_SUGGESTIONS: 'Virality Suggestions',
};

/** Power-ups grouped by kind, in the order of POWER_UP_TYPES; kinds with none are left out. */
export function groupPowerUps(powerUps: readonly WorkspacePowerUp[], order: readonly PowerUpType[]): { type: PowerUpType; items: WorkspacePowerUp[] }[] {
  return order
    .map((type) => ({ type, items: powerUps.filter((powerUp) => powerUp.type === type) }))
    .filter((group) => group.items.length > 0);
}
