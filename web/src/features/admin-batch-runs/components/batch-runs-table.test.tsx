import type { BatchRunView } from '@app/domain/jobs/job-view';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BatchRunsTable } from './batch-runs-table';

const run = (changes: Partial<BatchRunView> = {}): BatchRunView => ({
  id: 'job-7',
  batch: 7,
  free: 5,
  premium: 3,
  categories: 'Fintech, Health',
  freeLatency: 4_100,
  premiumLatency: 6_200,
  latency: 10_300,
  tokensIn: 20_000,
  tokensOut: 30_000,
  tokens: 50_000,
  tokensInFree: 8_000,
  tokensOutFree: 12_000,
  tokensInPremium: 12_000,
  tokensOutPremium: 18_000,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...changes,
});

/** The cells' texts in order, each between bars: '|#7|5|3|'. */
const text = (html: string) =>
  `|${html
    .replace(/<!-- -->/g, '')
    .split(/<[^>]+>/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join('|')}|`;

describe('BatchRunsTable', () => {
  it("shows each run's batch, counts, latencies, tokens and its own cost", () => {
    const shown = text(renderToStaticMarkup(<BatchRunsTable runs={[run()]} />));
    expect(shown).toContain('|Batch|Free|Premium|Categories|Latency|Tokens|Cost|Date|');
    expect(shown).toContain('|#7|5|3|Fintech, Health|');
    expect(shown).toContain('|10.3 s|Free 4.1 s|Premium 6.2 s|');
    expect(shown).toContain('|50,000|In 20,000|Out 30,000|');
    // 20,000 × $3/M + 30,000 × $12/M = $0.06 + $0.36.
    expect(shown).toContain('|$0.42|');
  });

  it("cuts categories over 100 characters and offers 'View more'; shorter ones are whole, without it", () => {
    const long = `${'Fintech, '.repeat(12)}Health`;
    const html = renderToStaticMarkup(<BatchRunsTable runs={[run({ categories: long }), run({ id: 'job-8', batch: 8, categories: 'Climate' })]} />);
    const [longRow, shortRow] = html.split('<tr>').slice(2);
    expect(longRow).toContain(`${Array.from(long).slice(0, 100).join('').trimEnd()}…`);
    expect(longRow).not.toContain(long);
    expect(longRow).toMatch(/<button[^>]*>View more<\/button>/);
    expect(shortRow).toContain('Climate');
    expect(shortRow).not.toContain('View more');
  });

  it('shows a dash for a run without categories', () => {
    expect(text(renderToStaticMarkup(<BatchRunsTable runs={[run({ categories: '  ' })]} />))).toContain('|#7|5|3|—|');
  });
});
