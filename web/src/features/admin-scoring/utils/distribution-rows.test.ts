import type { RubricComparison } from '@app/domain/scoring/scoring-api';
import { describe, expect, it } from 'vitest';
import { bucketRows, DISTRIBUTIONS, distributionLabel } from './distribution-rows';
import { comparison } from './scoring-fixtures';

describe('bucketRows', () => {
  it("puts the active version's count beside the candidate's, bucket by bucket", () => {
    const rows = bucketRows(comparison, 'feasibility');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ bucket: '1', active: 0, candidate: 1 });
    expect(rows[6]).toEqual({ bucket: '7', active: 12, candidate: 4 });
  });

  it('labels the overall buckets in tens, the last one closed at 100', () => {
    const rows = bucketRows(comparison, 'overall');
    expect(rows.map((row) => row.bucket)).toEqual(['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-100']);
    expect(rows[7]).toEqual({ bucket: '70-79', active: 9, candidate: 3 } satisfies (typeof rows)[number]);
  });

  it('lists overall first, then the seven dimensions by their names', () => {
    expect(DISTRIBUTIONS).toHaveLength(8);
    expect(DISTRIBUTIONS.map(distributionLabel).slice(0, 3)).toEqual(['Overall (0-100)', 'Opportunity', 'Problem severity']);
    expect(bucketRows({ ...comparison } satisfies RubricComparison, 'competition')).toHaveLength(10);
  });
});
