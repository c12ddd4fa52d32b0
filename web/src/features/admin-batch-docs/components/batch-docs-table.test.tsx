import type { BatchDocView } from '@app/domain/jobs/job-view';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BatchDocsTable } from './batch-docs-table';

const row: BatchDocView = {
  id: 3,
  ideaId: 12,
  title: 'Farm ledger',
  batch: 7,
  latency: 9_000,
  tokensIn: 4_000,
  tokensOut: 9_000,
  tokens: 13_000,
  prd: { latency: 5_000, tokensIn: 2_500, tokensOut: 6_000 },
  pitch: null,
  gtm: null,
  financial: { latency: 4_000, tokensIn: 1_500, tokensOut: 3_000 },
  prelaunch: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

/** The cells' texts in order, each between bars: '|#7|5|3|'. */
const text = (html: string) =>
  `|${html
    .replace(/<!-- -->/g, '')
    .split(/<[^>]+>/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join('|')}|`;

describe('BatchDocsTable', () => {
  it("shows each idea's documents in the buttons' order, a dash for one not generated, then the totals and cost", () => {
    const shown = text(renderToStaticMarkup(<BatchDocsTable rows={[row, { ...row, id: 4, ideaId: 13, batch: null, title: '' }]} />));
    expect(shown).toContain('|Idea|Batch|PRD|Pitch Deck|GTM|Financial Plan|Pre-launch|Total|Cost|');
    // 4,000 × $3/M + 9,000 × $12/M = $0.012 + $0.108.
    expect(shown).toContain('|#12|Farm ledger|#7|5.0 s|In 2,500|Out 6,000|—|—|4.0 s|In 1,500|Out 3,000|—|9.0 s|In 4,000|Out 9,000|$0.12|');
    expect(shown).toContain('|#13|—|—|5.0 s|');
  });
});
