// What a member's workspace holds (docs/product.md "Data model"): copies of idea fields and the records of
// every AI generation.
import type { IdeaSource, IdeaType } from '../ideas/idea-enumerations';
import type { IdeaContent } from '../ideas/idea-fields';
import type { PromptType } from '../prompts/prompt-types';

/** Which collection a copy belongs to: a platform idea's copy, a UGI copy, a UGP2P copy. */
export type CopyKind = 'idea' | 'ugi' | 'ugp2p';
export const COPY_KINDS = ['idea', 'ugi', 'ugp2p'] as const satisfies readonly CopyKind[];

/**
 * The two readings of problem-to-product (docs/product.md "Workspace and AI generation"): both create a user idea, in
 * their own collection.
 */
export type UserIdeaSource = 'UGI' | 'UGP2P';
export const USER_IDEA_SOURCES = ['UGI', 'UGP2P'] as const satisfies readonly UserIdeaSource[];
export const copyKindOf = (source: UserIdeaSource): CopyKind => (source === 'UGI' ? 'ugi' : 'ugp2p');
/** The source of a copy's original: a platform idea is FD, a user idea's copy kind names its source. */
export const SOURCE_OF_KIND = { idea: 'FD', ugi: 'UGI', ugp2p: 'UGP2P' } as const satisfies Record<CopyKind, IdeaSource>;

/** The fields of a workspace idea: a platform idea's content plus its type. */
export type CopyFields = IdeaContent & { type: IdeaType };

/**
 * What read models keep of an idea whose text was erased with its author (workspace-events.ts): no text at all. Its
 * type was sealed with the rest; members' ideas are PREMIUM.
 */
export const ERASED_IDEA_FIELDS: CopyFields = {
  title: '',
  description: '',
  category: '',
  businessModel: '',
  marketSize: '',
  competition: '',
  problem: '',
  solution: '',
  differentiation: '',
  goToMarket: '',
  wowFactor: '',
  revenue: '',
  timeline: '',
  teamSize: '',
  technologies: [],
  tags: [],
  mockup: null,
  country: '',
  type: 'PREMIUM',
};

/** What the AI records for every generation (the admin cost views project these later). */
export interface GenerationRecord {
  promptType: PromptType;
  model: string;
  tokensIn: number;
  tokensOut: number;
  latencyMs: number;
}
