// The system prompts' types (docs/product.md "Admin: System Prompts"): one template per kind of AI generation. The
// workspace generates with the UGI/UGP2P, document and power-up prompts; the idea prompts FREE and PREMIUM serve the
// platform's batch runs; the scoring prompt is the rubric every idea's scorecard is computed by
// (docs/product.md "Scores and market sizing").
import type { DocumentType } from '../ideas/idea-enumerations';
import type { PowerUpType } from '../workspace/power-ups';

export const PROMPT_TYPES = [
  'IDEA_FREE',
  'IDEA_PREMIUM',
  'IDEA_UGI',
  'IDEA_UGP2P',
  'DOC_PRD',
  'DOC_PITCH',
  'DOC_GTM',
  'DOC_FINANCIAL',
  'DOC_PRELAUNCH',
  'PU_DIFFERENTIATORS',
  'PU_HACKS',
  'PU_SUGGESTIONS',
  'SCORING',
] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

const DOCUMENT_PROMPT_TYPES = {
  PRD: 'DOC_PRD',
  PITCH_DECK: 'DOC_PITCH',
  GTM: 'DOC_GTM',
  FINANCIAL_PLAN: 'DOC_FINANCIAL',
  PRELAUNCH: 'DOC_PRELAUNCH',
} as const satisfies Record<DocumentType, PromptType>;

const POWER_UP_PROMPT_TYPES = {
  DIFFERENTIATORS_DEFENSIBLES: 'PU_DIFFERENTIATORS',
  VALIDATION_HACKS: 'PU_HACKS',
  VIRALITY_SUGGESTIONS: 'PU_SUGGESTIONS',
} as const satisfies Record<PowerUpType, PromptType>;

export const documentPromptType = (type: DocumentType): PromptType => DOCUMENT_PROMPT_TYPES[type];
export const powerUpPromptType = (type: PowerUpType): PromptType => POWER_UP_PROMPT_TYPES[type];
