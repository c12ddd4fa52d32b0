import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import type { BatchDocView } from '@app/domain/jobs/job-view';
import { docFiguresKey } from './batch-costs.table';

describe('the batch-doc key of a document type', () => {
  it('names each of the view’s per-document fields once', () => {
    const keys = ['prd', 'pitch', 'gtm', 'financial', 'prelaunch'] as const satisfies readonly (keyof BatchDocView)[];
    expect(DOCUMENT_TYPES.map(docFiguresKey)).toEqual(keys);
  });
});
