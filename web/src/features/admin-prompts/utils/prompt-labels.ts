import type { PromptGroup } from '@app/domain/prompts/prompt-fields';
import type { PromptType } from '@app/domain/prompts/prompt-types';

// The form's wording (docs/product.md "Admin: System Prompts"): three groups, each prompt named as the spec names it.

export const PROMPT_GROUP_LABELS: Record<PromptGroup, { title: string; summary: string }> = {
  ideaPrompts: { title: 'Idea prompts', summary: "Platform ideas of each tier, and members' ideas generated from a problem." },
  documentPrompts: { title: 'Document prompts', summary: 'The business documents written for an idea.' },
  powerUpPrompts: { title: 'Power-up prompts', summary: 'The power-ups suggested for an idea in a workspace.' },
  scoringPrompts: { title: 'Scoring prompt', summary: "The rubric every idea's scorecard is computed by; saving a change drafts a rubric version." },
};

export const PROMPT_LABELS: Record<PromptType, string> = {
  IDEA_FREE: 'Free',
  IDEA_PREMIUM: 'Premium',
  IDEA_UGI: 'UGI',
  IDEA_UGP2P: 'UGP2P',
  DOC_PRD: 'PRD',
  DOC_PITCH: 'Pitch Deck',
  DOC_GTM: 'GTM',
  DOC_FINANCIAL: 'Financial Plan',
  DOC_PRELAUNCH: 'Pre-launch',
  PU_DIFFERENTIATORS: 'Differentiators',
  PU_HACKS: 'Validation Hacks',
  PU_SUGGESTIONS: 'Virality Suggestions',
  SCORING: 'Scoring rubric',
};
