// The two hashes an IdeaScored carries (domain/src/scoring/scoring-events.ts): of the fields the scorer read, so an
// idea is scored once per rubric version until a scored field changes, and of the scoring prompt, so each score names
// the rubric text it was computed by (docs/product.md "Scores and market sizing").
import { createHash } from 'node:crypto';
import { scoredFieldsOf, type ScoredFields } from '@app/domain/scoring/scored-fields';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** SHA-256 (hex) of the scored fields, in their fixed order. */
export const scoredFieldsHash = (fields: ScoredFields) => sha256(JSON.stringify(scoredFieldsOf(fields)));

/** SHA-256 (hex) of a scoring prompt's text. */
export const scoringPromptHash = (content: string) => sha256(content);
