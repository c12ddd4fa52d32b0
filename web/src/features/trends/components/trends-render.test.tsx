import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import type { TrendView } from '@app/domain/trends/trend-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { trendsKeys } from '../api/trends-keys';
import { TrendAccessNotice } from './trend-access-notice';
import { TrendCard } from './trend-card';
import { TrendIdeaCard } from './trend-idea-card';
import { TrendsExplorer } from './trends-explorer';

// What the trends pages render (docs/product.md "Trends"), as static markup: cards, badges, tabs with counts, notices.

function render(element: ReactNode, { client = new QueryClient(), path = '/' }: { client?: QueryClient; path?: string } = {}) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const NOW = Date.parse('2025-03-20T12:00:00.000Z');
const DAY = 86_400_000;

const trend = (fields: Partial<TrendView>): TrendView => ({
  id: 1,
  title: 'Rural clinics',
  description: 'Telehealth for remote areas',
  type: 'PROBLEM',
  source: 'YC',
  ideaCount: 3,
  createdAt: new Date(NOW - 2 * DAY).toISOString(),
  updatedAt: new Date(NOW - 2 * DAY).toISOString(),
  ...fields,
});

const idea = (fields: Partial<IdeaCardView>): IdeaCardView =>
  ({
    id: 9,
    title: 'Triage bot',
    description: 'Sorts patients before the call',
    category: 'HealthTech, DataTech',
    type: 'FREE',
    source: 'FD',
    stamp: null,
    marketSize: 'A $5B market by 2030',
    businessModel: 'B2B SaaS licences',
    competition: 'Medium — two incumbents',
    wowFactor: 'Hours instead of weeks',
    locked: false,
    ...fields,
  }) as IdeaCardView;

describe('TrendCard', () => {
  it('shows the type, New, source, title, description, idea count and View Ideas', () => {
    const html = render(<TrendCard trend={trend({})} now={NOW} isAdmin={false} />);
    expect(html).toContain('>Problem<');
    expect(html).toContain('>New<');
    expect(html).toContain('YC</span>');
    expect(html).toContain('Rural clinics');
    expect(html).toContain('Telehealth for remote areas');
    expect(html).toContain('3 ideas');
    expect(html).toContain('>View Ideas<');
    expect(html).not.toContain('Delete trend');
  });

  it("drops 'New' after 7 days, names the product's own source, and says Request for Ideas", () => {
    const html = render(<TrendCard trend={trend({ type: 'RFI', source: 'IdeaPlatform', createdAt: new Date(NOW - 8 * DAY).toISOString(), ideaCount: 1 })} now={NOW} isAdmin={false} />);
    expect(html).not.toContain('>New<');
    expect(html).toContain('IdeaPlatform</span>');
    expect(html).toContain('>Request for Ideas<');
    expect(html).toContain('1 idea<');
  });

  it("draws its ideas' 30-day activity as a sparkline once the list's sparklines are in, flat when it has none", () => {
    const client = new QueryClient();
    client.setQueryData(trendsKeys.sparklines(), { '1': [4, 1, 3] });
    expect(render(<TrendCard trend={trend({})} now={NOW} isAdmin={false} />, { client })).toContain(
      'aria-label="Its ideas&#x27; activity, last 3 days: 8 (views, saves, shares and documents)"',
    );
    expect(render(<TrendCard trend={trend({ id: 2 })} now={NOW} isAdmin={false} />, { client })).toContain(
      'aria-label="Its ideas&#x27; activity, last 30 days: 0 (views, saves, shares and documents)"',
    );
    expect(render(<TrendCard trend={trend({})} now={NOW} isAdmin={false} />)).not.toContain('last 3 days');
  });

  it('gives ADMIN a delete button', () => {
    expect(render(<TrendCard trend={trend({})} now={NOW} isAdmin />)).toContain('aria-label="Delete trend Rural clinics"');
  });
});

describe('TrendIdeaCard', () => {
  it('shows the first category, source tag, figures and wow factor', () => {
    const html = render(<TrendIdeaCard idea={idea({})} trendId={1} locked={false} isAdmin={false} />);
    expect(html).toContain('>HealthTech<');
    expect(html).toContain('>FD<');
    expect(html).toContain('>$5B<');
    expect(html).toContain('>B2B<');
    expect(html).toContain('>Medium<');
    expect(html).toContain('Hours instead of weeks');
    expect(html).not.toContain('Premium idea');
    expect(html).not.toContain('from this trend');
  });

  it('shows N/A without a figure, UGC for user ideas, the stamp and the lock', () => {
    const html = render(<TrendIdeaCard idea={idea({ marketSize: 'Large', source: 'UGP2P', stamp: 'Top Picks' })} trendId={1} locked isAdmin={false} />);
    expect(html).toContain('>N/A<');
    expect(html).toContain('>UGC<');
    expect(html).toContain('>Top Picks<');
    expect(html).toContain('Premium idea');
  });

  it('gives ADMIN a remove button', () => {
    expect(render(<TrendIdeaCard idea={idea({})} trendId={1} locked={false} isAdmin />)).toContain('aria-label="Remove Triage bot from this trend"');
  });

  it("opens the idea's page from its title, whose link covers the card", () => {
    expect(render(<TrendIdeaCard idea={idea({})} trendId={1} locked={false} isAdmin={false} />)).toMatch(/<a class="trend-idea__link" href="\/marketplace\/9"[^>]*>Triage bot<\/a>/);
  });
});

describe('TrendsExplorer', () => {
  const trends = [
    trend({ id: 1, title: 'Rural clinics', type: 'PROBLEM', source: 'YC' }),
    trend({ id: 2, title: 'Freight forms', type: 'PROBLEM', source: 'Other' }),
    trend({ id: 3, title: 'Climate fintech', type: 'RFI', source: 'YC' }),
  ];
  const withTrends = () => {
    const client = new QueryClient();
    client.setQueryData(trendsKeys.list(), trends);
    return client;
  };

  it('titles the page and shows a spinner while the trends load', () => {
    const html = render(<TrendsExplorer />);
    expect(html).toContain('Trending Opportunities');
    expect(html).toContain('Loading trends');
  });

  it('counts each tab and groups the cards by type under All', () => {
    const html = render(<TrendsExplorer />, { client: withTrends(), path: '/exploration' });
    expect(html).toMatch(/All<span class="trends-tabs__count">3</);
    expect(html).toMatch(/Problems<span class="trends-tabs__count">2</);
    expect(html).toMatch(/Request for Ideas<span class="trends-tabs__count">1</);
    expect(html.indexOf('Rural clinics')).toBeLessThan(html.indexOf('Climate fintech'));
    expect(html.match(/class="trends-group"/g)).toHaveLength(2);
  });

  it('reads the tab and source from the address', () => {
    const html = render(<TrendsExplorer />, { client: withTrends(), path: '/exploration?source=YC&tab=PROBLEM' });
    expect(html).toMatch(/All<span class="trends-tabs__count">2</);
    expect(html).toContain('Rural clinics');
    expect(html).not.toContain('Freight forms');
    expect(html).not.toContain('Climate fintech');
  });

  it("offers 'Clear all filters' when nothing matches", () => {
    const html = render(<TrendsExplorer />, { client: withTrends(), path: '/exploration?q=nothing-like-this' });
    expect(html).toContain('No trends found');
    expect(html).toContain('Clear all filters');
  });
});

describe('TrendAccessNotice', () => {
  it('asks a signed-out visitor to sign in', () => {
    const html = render(<TrendAccessNotice reason="sign-in" />);
    expect(html).toContain('Authentication Required');
    expect(html).toContain('>Sign In<');
  });

  it('asks an unverified user to verify the email', () => {
    const html = render(<TrendAccessNotice reason="verify" />);
    expect(html).toContain('Verify Your Email');
    expect(html).toContain('Please check your inbox to continue.');
  });
});
