// The admin's prompts as the API and the System Prompts form name them (docs/product.md "Admin: System Prompts":
// ideaPrompts.free ... powerUpPrompts.viralitySuggestions) against the prompt types the event store and the AI calls
// use (docs/product.md "Admin: System Prompts": IDEA_FREE ... PU_SUGGESTIONS). This is the one place the two namings
// meet.
import { PROMPT_TYPES, type PromptType } from './prompt-types';

export const PROMPT_FIELDS = {
  ideaPrompts: { free: 'IDEA_FREE', premium: 'IDEA_PREMIUM', ugi: 'IDEA_UGI', ugp2p: 'IDEA_UGP2P' },
  documentPrompts: { prd: 'DOC_PRD', pitchDeck: 'DOC_PITCH', gtm: 'DOC_GTM', financialPlan: 'DOC_FINANCIAL', preLaunch: 'DOC_PRELAUNCH' },
  powerUpPrompts: { differentiators: 'PU_DIFFERENTIATORS', validationHacks: 'PU_HACKS', viralitySuggestions: 'PU_SUGGESTIONS' },
  scoringPrompts: { scoring: 'SCORING' },
} as const satisfies Record<string, Record<string, PromptType>>;

export type PromptGroup = keyof typeof PROMPT_FIELDS;
export const PROMPT_GROUPS = Object.keys(PROMPT_FIELDS) as PromptGroup[];

/**
 * `{ ideaPrompts: { free, ... }, documentPrompts: { ... }, powerUpPrompts: { ... } }`, each value a prompt's content.
 */
export type PromptsByField = { [G in PromptGroup]: { [F in keyof (typeof PROMPT_FIELDS)[G]]: string } };
/** The same with any group or field left out: what a partial update sends. */
export type PromptsByFieldUpdate = { [G in PromptGroup]?: Partial<PromptsByField[G]> };

/** A group's fields in the spec's order, each with its prompt type. */
export function promptFieldsOf(group: PromptGroup): [field: string, type: PromptType][] {
  return Object.entries(PROMPT_FIELDS[group]);
}

/** Each prompt's content, by type. */
export function promptContents(prompts: Readonly<Record<PromptType, { content: string }>>): Record<PromptType, string> {
  return Object.fromEntries(PROMPT_TYPES.map((type) => [type, prompts[type].content])) as Record<PromptType, string>;
}

/** Every prompt type's content, named by the API's fields. */
export function promptsByField(contents: Readonly<Record<PromptType, string>>): PromptsByField {
  return promptsUpdateByField(contents) as PromptsByField;
}

/** Some prompts' contents as a partial update names them: only the prompts given, only the groups holding one. */
export function promptsUpdateByField(contents: Readonly<Partial<Record<PromptType, string>>>): PromptsByFieldUpdate {
  const update: Partial<Record<PromptGroup, Record<string, string>>> = {};
  for (const group of PROMPT_GROUPS) {
    for (const [field, type] of promptFieldsOf(group)) {
      const content = contents[type];
      if (content !== undefined) update[group] = { ...update[group], [field]: content };
    }
  }
  return update;
}

/** The contents the API's fields name, by prompt type; fields left out are left out. */
export function promptsByType(update: PromptsByFieldUpdate): Partial<Record<PromptType, string>> {
  const contents: Partial<Record<PromptType, string>> = {};
  for (const group of PROMPT_GROUPS) {
    const values: Partial<Record<string, string>> = update[group] ?? {};
    for (const [field, type] of promptFieldsOf(group)) {
      const content = values[field];
      if (content !== undefined) contents[type] = content;
    }
  }
  return contents;
}
