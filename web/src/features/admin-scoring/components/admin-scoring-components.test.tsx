import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { comparison, version, versions } from '../utils/scoring-fixtures';
import { newestDraft } from '../utils/rubric-versions';
import { RescoreOffer } from './rescore-offer';
import { RubricComparisonView } from './rubric-comparison';
import { RubricDecisionButtons } from './rubric-decision';
import { RubricVersionsTable } from './rubric-versions-table';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

/** The text of the markup, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'").replace(/\s+/g, ' ');

describe('RubricVersionsTable', () => {
  it('lists each version with its status, scored count and re-scoring cost; only drafts can be compared', () => {
    const html = render(<RubricVersionsTable versions={versions} selected={2} onCompare={() => undefined} />);
    const rows = html.split('<tr').slice(2).map(text);
    expect(rows[0]).toMatch(/3 Discarded .* 1,250 \/ 1,250 \$8\.25/);
    expect(rows[1]).toMatch(/2 Draft .* 0 \/ 1,250 \$8\.25 Compare/);
    expect(rows[2]).toMatch(/1 Active From the start 1,250 \/ 1,250 \$8\.25/);
    expect(html.match(/>Compare</g)).toHaveLength(1);
    expect(html).toMatch(/<tr aria-current="true"><td data-label="Version">2</);
  });

  it('says when a re-score runs', () => {
    expect(text(render(<RubricVersionsTable versions={[version({ jobId: 'job-1', scored: 300 })]} selected={null} onCompare={() => undefined} />))).toContain(
      'Draft Re-scoring',
    );
  });
});

describe('newestDraft', () => {
  it('is the highest draft, else none', () => {
    expect(newestDraft([...versions, version({ version: 4 })])?.version).toBe(4);
    expect(newestDraft(versions)?.version).toBe(2);
    expect(newestDraft(versions.filter((candidate) => candidate.status !== 'draft'))).toBeUndefined();
  });
});

describe('RescoreOffer', () => {
  it("prices the job like Batch-Runs' cost cards and offers to start it", () => {
    const page = text(render(<RescoreOffer draft={version()} />));
    expect(page).toContain('Input Cost $3.75 1,250,000 input tokens at $3/M');
    expect(page).toContain('Output Cost $4.50 375,000 output tokens at $12/M');
    expect(page).toContain('Total Cost $8.25');
    expect(page).toContain('the marketplace keeps showing the active version');
    expect(page).toContain('Re-score 1,250 ideas with version 2');
  });

  it('offers only the ideas not scored yet', () => {
    expect(text(render(<RescoreOffer draft={version({ scored: 1000 })} />))).toContain('Re-score 250 ideas with version 2');
  });
});

describe('RubricComparisonView', () => {
  it('shows both means, a histogram with its table for overall and each of the seven dimensions', () => {
    const html = render(<RubricComparisonView comparison={comparison} />);
    expect(text(html)).toContain('Version 1 (active) mean overall 64.5 over 40 ideas');
    expect(text(html)).toContain('Version 2 mean overall 44.5 over 40 ideas');
    expect(html.match(/<figure/g)).toHaveLength(8);
    expect(html.match(/>Show table<\/button>/g)).toHaveLength(8);
    expect(text(html)).toContain('Overall (0-100)');
    expect(text(html)).toContain('Competition (10 = least crowded)');
    // Feasibility's table: score 7 had 12 ideas under the active version, 4 under the candidate.
    expect(text(html)).toContain('Feasibility Score Version 1 (active) Version 2 1 0 1 2 1 3 3 2 5 4 2 8 5 3 9 6 5 6 7 12 4');
  });

  it('lists the ideas that moved most, active → candidate, leaving out those that did not move', () => {
    const unmoved = { ideaId: 3, title: 'Steady Idea', active: 50, candidate: 50 };
    const html = render(<RubricComparisonView comparison={{ ...comparison, movedMost: [...comparison.movedMost, unmoved] }} />);
    expect(text(html)).toContain('#12 Harbour Slots 81 → 42');
    expect(html).toMatch(/data-direction="down">81 → 42/);
    expect(text(html)).toContain('#7 Fleet Ledger 35 → 63');
    expect(html).toMatch(/data-direction="up">35 → 63/);
    expect(text(html)).not.toContain('Steady Idea');
    expect(text(render(<RubricComparisonView comparison={{ ...comparison, movedMost: [unmoved] }} />))).toContain(
      "No idea's overall score differs between the two versions.",
    );
    expect(text(render(<RubricComparisonView comparison={{ ...comparison, movedMost: [] }} />))).toContain('No idea is scored under both versions yet.');
  });
});

describe('RubricDecisionButtons', () => {
  it('offers to switch to the version or discard it', () => {
    const page = text(render(<RubricDecisionButtons version={2} active={1} />));
    expect(page).toContain('Switch to version 2');
    expect(page).toContain('Discard version 2');
  });
});
