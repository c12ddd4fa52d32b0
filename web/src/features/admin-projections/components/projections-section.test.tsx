import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminProjectionsKeys } from '../api/admin-projections-keys';
import { generation } from '../utils/projection-fixtures';
import { groupProjections } from '../utils/projections';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { ProjectionCard } from './projection-card';
import { ProjectionsSection } from './projections-section';

// What the section shows of each projection, rendered to markup (its behaviour in a browser: e2e/admin-activity).

const now = Date.parse('2026-03-10T12:00:00.000Z');
const text = (html: string) => html.replace(/<[^>]+>/g, '');

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

const card = (generations: ProjectionStatus[]) => {
  const [projection] = groupProjections(generations);
  if (!projection) throw new Error('no projection');
  return render(<ProjectionCard projection={projection} now={now} />);
};

describe('ProjectionCard', () => {
  it("shows a serving generation's position, lag, events applied, runner and heartbeat, and offers Rebuild", () => {
    const html = card([generation({ lag: 1, eventsApplied: 12345 })]);
    expect(text(html)).toContain('Generation 1 v1active');
    expect(text(html)).toContain('Position0000000000000900.0000000000000900');
    expect(text(html)).toContain('Lag1 event');
    expect(text(html)).toContain('Events applied12,345');
    expect(text(html)).toContain('Runnerhost-1:4242');
    expect(text(html)).toContain('Heartbeat2 s ago');
    expect(html).not.toContain('role="progressbar"');
    expect(html).toMatch(/<button type="button" class="button button--secondary button--small" aria-label="Rebuild jobs">Rebuild<\/button>/);
  });

  it('shows a rebuild above the serving generation with its bar, and waits for it before another', () => {
    const html = card([generation(), generation({ generation: 2, status: 'building', progress: 42.5, lag: 300 })]);
    expect(text(html).indexOf('Generation 2')).toBeLessThan(text(html).indexOf('Generation 1'));
    expect(html).toMatch(/role="progressbar" aria-label="jobs v1 generation 2 progress"[^>]*aria-valuenow="42.5"><span style="width:42.5%"><\/span>/);
    expect(text(html)).toContain('42.5%');
    expect(html).toMatch(/aria-label="Rebuild jobs" disabled="">Building…<\/button>/);
  });

  it('shows the indexes built instead of the percent once a rebuild has caught up and builds its indexes', () => {
    const indexing = { since: '2026-03-10T12:00:00.000Z', built: 3, total: 7 };
    const html = card([generation(), generation({ generation: 2, status: 'building', progress: 100, indexing })]);
    expect(text(html)).toContain('building indexes 3 of 7');
    expect(text(html)).not.toContain('100%');
    expect(html).toMatch(/role="progressbar" aria-label="jobs v1 generation 2 progress"[^>]*aria-valuenow="42.8"><span style="width:42.8%"><\/span>/);
  });

  it('names a stuck event and how to skip it, and a runner that stopped beating', () => {
    const error = { message: 'relation catalog_v1.ideas does not exist', since: '2026-03-10T11:00:00.000Z', event: { position: '7.7', type: 'IdeaEdited', streamId: 'idea-7', id: 'ev-1' } };
    const html = card([generation({ error, heartbeatAt: '2026-03-10T11:59:30.000Z' })]);
    expect(text(html)).toMatch(/Failing since Mar 10, 2026, \d{1,2}:00 (AM|PM): relation catalog_v1.ideas does not exist/);
    expect(text(html)).toContain('Stuck on IdeaEdited at 7.7 in idea-7.');
    expect(text(html)).toContain('npm run projections:skip jobs 7.7 &lt;reason&gt;');
    expect(text(html)).toContain('30 s ago (no live runner)');
  });
});

describe('ProjectionsSection', () => {
  it('shows one card per projection, by name', () => {
    const client = new QueryClient();
    client.setQueryData(adminProjectionsKeys.list(), [generation(), generation({ name: 'catalog' }), generation({ generation: 2, status: 'building', progress: 1 })]);
    const html = render(<ProjectionsSection />, client);
    expect(text(html)).toContain('2 projections');
    expect(html.match(/<h3 [^>]*>([^<]+)<\/h3>/g)?.map(text)).toEqual(['catalog', 'jobs']);
  });
});
