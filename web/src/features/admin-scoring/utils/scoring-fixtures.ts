import { SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import type { RubricComparison, RubricVersionView } from '@app/domain/scoring/scoring-api';

// Answers of the scoring calls as the contracts shape them, for the fetchers' and the components' tests.

const histogram = (peak: number, height: number) => Array.from({ length: 10 }, (_, index) => (index === peak ? height : index === 0 ? 1 : 2));

const side = (version: number, peak: number, height: number) => ({
  version,
  scored: 40,
  overall: histogram(peak, height),
  dimensions: Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, histogram(peak, height)])) as RubricComparison['active']['dimensions'],
  meanOverall: peak * 10 + 4.5,
});

export const comparison: RubricComparison = {
  active: { ...side(1, 6, 12), overall: [0, 1, 2, 2, 3, 5, 8, 9, 6, 4], dimensions: { ...side(1, 6, 12).dimensions, feasibility: [0, 1, 2, 2, 3, 5, 12, 8, 4, 3] } },
  candidate: { ...side(2, 4, 9), overall: [1, 3, 5, 8, 9, 6, 4, 3, 1, 0], dimensions: { ...side(2, 4, 9).dimensions, feasibility: [1, 3, 5, 8, 9, 6, 4, 3, 1, 0] } },
  movedMost: [
    { ideaId: 12, title: 'Harbour Slots', active: 81, candidate: 42 },
    { ideaId: 7, title: 'Fleet Ledger', active: 35, candidate: 63 },
  ],
};

export const version = (changes: Partial<RubricVersionView> = {}): RubricVersionView => ({
  version: 2,
  status: 'draft',
  promptHash: 'b'.repeat(64),
  createdAt: '2026-11-28T10:00:00.000Z',
  scored: 0,
  ideaCount: 1250,
  projected: { tokensIn: 1_250_000, tokensOut: 375_000, dollars: 8.25 },
  jobId: null,
  ...changes,
});

export const versions: RubricVersionView[] = [
  version({ version: 3, status: 'discarded', scored: 1250, createdAt: '2026-11-27T10:00:00.000Z' }),
  version({ version: 2 }),
  version({ version: 1, status: 'active', scored: 1250, createdAt: null, promptHash: 'a'.repeat(64) }),
];
