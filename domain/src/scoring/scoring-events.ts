// The scoring events. `IdeaScored` is on the idea's own stream (`idea-<id>`), so each score has its provenance and
// its place in the idea's history; the rubric's versions are the aggregate `scoring-rubric` (one stream): the scoring
// prompt's text is in the prompts aggregate, each saved change of it drafts a rubric version, and the admin
// activates or discards a draft after comparing the scores it gives (docs/product.md "Scores and market sizing").
import type { DomainEvent } from '../shared/decider';
import type { Scorecard } from './scorecard';

export const SCORING_RUBRIC_STREAM = 'scoring-rubric';
/** The default scoring prompt's version: active from the start, with no event. */
export const FIRST_RUBRIC_VERSION = 1;

export type IdeaScored = DomainEvent<
  'IdeaScored',
  {
    ideaId: number;
    rubricVersion: number;
    scorecard: Scorecard;
    /** SHA-256 (hex) of the scored fields as the scorer read them: the same hash under the same rubric is not scored again. */
    fieldsHash: string;
    /** SHA-256 (hex) of the scoring prompt's text. */
    promptHash: string;
    provider: 'local' | 'openai';
    model: string;
    tokensIn: number;
    tokensOut: number;
    at: string;
  }
>;

/** The scoring prompt changed: `version` is the next number; `promptHash` names the prompt's text. */
export type RubricVersionDrafted = DomainEvent<'RubricVersionDrafted', { version: number; promptHash: string; at: string }>;
/** The marketplace shows this version's scores from now on. */
export type RubricVersionActivated = DomainEvent<'RubricVersionActivated', { version: number; previous: number; at: string }>;
/** A draft set aside; its scores stay in the store. */
export type RubricVersionDiscarded = DomainEvent<'RubricVersionDiscarded', { version: number; at: string }>;

export type RubricEvent = RubricVersionDrafted | RubricVersionActivated | RubricVersionDiscarded;
