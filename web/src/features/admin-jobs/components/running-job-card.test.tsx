import type { JobView } from '@app/domain/jobs/job-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHOWN_FAILURES } from '../utils/job-progress';
import { RunningJobCard } from './running-job-card';

const job = (changes: Partial<JobView> = {}): JobView => ({
  id: 'job-1',
  kind: 'generate-documents',
  status: 'running',
  label: 'Generate All Documents for 2 ideas',
  total: 10,
  done: 4,
  succeeded: 4,
  failed: 0,
  failures: [],
  requestedBy: 'admin-1',
  createdAt: new Date(Date.now() - 65_000).toISOString(),
  finishedAt: null,
  result: { kind: 'generate-documents', successful: [], failed: [] },
  ...changes,
});

const render = (view: JobView) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <RunningJobCard job={view} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('RunningJobCard', () => {
  it('shows the label, the items done of total as a bar, the time elapsed and Cancel', () => {
    const html = render(job());
    expect(html).toContain('Generate All Documents for 2 ideas');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuemax="10"[^>]*aria-valuenow="4"/);
    expect(html).toContain('width:40%');
    expect(html).toContain('4 / 10 done');
    // The page's shared clock ticks from when it was made; formatElapsed's own test pins the figures.
    expect(html).toMatch(/class="job-progress__elapsed"[^>]*>\d+m \d{2}s</);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).toContain('No failures');
  });

  it('counts the failures, their reasons folded, the list cut after the first ones', () => {
    const failures = Array.from({ length: SHOWN_FAILURES + 2 }, (_, index) => ({
      itemKey: `${index + 1}-PRD`,
      ideaId: index + 1,
      documentType: 'PRD' as const,
      reason: 'AI timeout',
    }));
    const html = render(job({ failed: failures.length, failures }));
    expect(html).toContain(`<summary>${failures.length} failed</summary>`);
    expect(html).toContain('<strong>#1 Product Requirements Doc</strong>: AI timeout');
    expect(html).not.toContain(`#${SHOWN_FAILURES + 1} Product`);
    expect(html).toContain('and 2 more');
  });
});
