import type { Insights } from '@app/domain/analytics/analytics-api';
import type { Role } from '@app/domain/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readsInsights } from '../utils/insights-view';
import { InsightsPanel, InsightsView } from './insights-panel';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const now = new Date('2026-11-28T12:00:00.000Z');
const momentum = Array.from({ length: 30 }, (_, index) => (index === 29 ? 5 : index % 3));
const days = Array.from({ length: 30 }, (_, index) => ({ date: new Date(Date.UTC(2026, 9, 30 + index)).toISOString().slice(0, 10), views: index, saves: index % 2, shares: 0, documents: 0 }));
const insights: Insights = {
  saved: [
    {
      copyId: 700000,
      ideaId: 42,
      source: 'FD',
      title: 'Ledger',
      savedAt: '2026-11-03T10:00:00.000Z',
      score: { overall: 72, rubricVersion: 1, dimensions: { opportunity: 7, problem: 8, feasibility: 6, whyNow: 7, revenue: 7, goToMarket: 6, competition: 5 } },
      momentum,
      changes: [
        { field: 'marketSize', before: '$2B', after: '$5B', at: '2026-11-12T10:00:00.000Z' },
        { field: 'tags', before: 'ports', after: null, at: '2026-11-10T10:00:00.000Z' },
      ],
    },
    { copyId: 300002, ideaId: 100000, source: 'UGI', title: 'Harbour Slots', savedAt: '2026-10-31T10:00:00.000Z', score: null, momentum: Array.from({ length: 30 }, () => 0), changes: [] },
  ],
  shared: [{ ideaId: 200000, source: 'UGP2P', title: 'Orchard', status: 'Published', days }],
};

const member = (role: Role, emailVerified = true) => ({ id: 'user-1', email: 'ada@example.com', username: 'ada', role, emailVerified });

describe('InsightsView', () => {
  it("shows each saved idea's score, its 30 days of activity as a chart and a table, and what changed since it was saved", () => {
    const html = render(<InsightsView insights={insights} now={now} />);
    const page = text(html);
    expect(page).toContain('Ledger Score 72/100 Saved Nov 3, 2026 Activity in the last 30 days: 33');
    expect(html).toContain('href="/workspace?idea=700000"');
    expect(page).toContain('Day Activity 2026-10-30 0 2026-10-31 1');
    expect(page).toContain('2026-11-28 5');
    expect(page).toContain('What changed since you saved it Market Size $2B → $5B Nov 12, 2026 Tags ports → (empty) Nov 10, 2026');
  });

  it('says when an idea is not scored yet or unchanged, and links a copy of a member’s idea under My Ideas', () => {
    const html = render(<InsightsView insights={insights} now={now} />);
    expect(text(html)).toContain('Harbour Slots Not scored yet Saved Oct 31, 2026 Activity in the last 30 days: 0');
    expect(text(html)).toContain('Nothing changed since you saved it.');
    expect(html).toContain('href="/workspace?view=my-ideas&amp;idea=300002"');
  });

  it("shows a shared idea's state and its views and saves per day, as a chart and a table", () => {
    const page = text(render(<InsightsView insights={insights} now={now} />));
    expect(page).toContain('Orchard Shared Views 435 and saves 15 in the last 30 days');
    expect(page).toContain('Day Views Saves 2026-10-30 0 0 2026-10-31 1 1');
    expect(text(render(<InsightsView insights={{ ...insights, shared: [{ ...insights.shared[0]!, status: 'Unpublished' }] }} now={now} />))).toContain(
      'Orchard Waiting for approval',
    );
  });

  it('says when there is nothing to show', () => {
    const page = text(render(<InsightsView insights={{ saved: [], shared: [] }} now={now} />));
    expect(page).toContain('No saved ideas yet. Save ideas from the platform to follow them here.');
    expect(page).toContain('You have not shared an idea on the platform yet.');
  });
});

describe('InsightsPanel', () => {
  it('offers anyone the server would refuse the upgrade to Premium instead of their insights', () => {
    const page = text(render(<InsightsPanel />));
    expect(page).toContain('Insights come with Premium.');
    expect(page).toContain('Upgrade to Premium');
  });
});

describe('readsInsights', () => {
  it('lets verified PREMIUM members and up read their insights', () => {
    expect([readsInsights(member('PREMIUM')), readsInsights(member('PRO')), readsInsights(member('ADMIN'))]).toEqual([true, true, true]);
    expect([readsInsights(member('FREE')), readsInsights(member('PRO', false)), readsInsights(null)]).toEqual([false, false, false]);
  });
});
