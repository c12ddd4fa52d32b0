import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeaturedIdeaCard } from './featured-idea-card';
import { LandingPage } from './landing-page';

const render = (element: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );

const idea = (overrides: Partial<IdeaCardView>): IdeaCardView =>
  ({
    id: 42,
    title: 'Ledger for freelancers',
    description: 'Automatic bookkeeping for one-person companies.',
    category: 'FinTech, DataTech',
    type: 'FREE',
    marketSize: 'Global market of $5B by 2030',
    locked: false,
    ...overrides,
  }) as IdeaCardView;

describe('FeaturedIdeaCard', () => {
  it('shows the first category, the title, the description and the market size figure, and leads to the marketplace', () => {
    const html = render(<FeaturedIdeaCard idea={idea({})} />);
    expect(html).toContain('href="/marketplace"');
    expect(html).toContain('>FinTech<');
    expect(html).toContain('Ledger for freelancers');
    expect(html).toContain('Automatic bookkeeping');
    expect(html).toContain('>$5B<');
    expect(html).toContain('>Free<');
    expect(html).not.toContain('(locked)');
  });

  it('marks a premium idea, with a lock when the viewer may not open it', () => {
    expect(render(<FeaturedIdeaCard idea={idea({ type: 'PREMIUM', locked: true })} />)).toContain('(locked)');
    const open = render(<FeaturedIdeaCard idea={idea({ type: 'PREMIUM', locked: false })} />);
    expect(open).toContain('Premium');
    expect(open).not.toContain('(locked)');
  });
});

describe('LandingPage', () => {
  const html = render(<LandingPage />);

  it('opens with the hero and Get Started', () => {
    expect(html).toContain('From Idea to Launch in One Platform');
    expect(html).toMatch(/<a[^>]*href="\/marketplace"[^>]*>Get Started<\/a>/);
  });

  it('has the discovery, investment readiness and product-market fit sections and the 4-step journey', () => {
    for (const eyebrow of ['Discovery', 'Investment readiness', 'Product-market fit']) expect(html).toContain(`>${eyebrow}<`);
    for (const step of ['Idea', 'MVP', 'First Users', 'Pre-seed/Seed']) expect(html).toContain(`class="journey__name">${step}<`);
  });

  it('shows a skeleton of 13 cards while the featured ideas load', () => {
    expect(html.match(/idea-tile--skeleton/g)).toHaveLength(13);
    expect(html).toContain('Loading featured ideas');
  });

  it('prices the plans: $0, $9 and $19 with the regular $97 struck through', () => {
    expect(html).toContain('class="tier-card__amount">$0<');
    expect(html).toContain('class="tier-card__amount">$9<');
    expect(html).toContain('class="tier-card__amount">$19<');
    expect(html).toMatch(/<s class="tier-card__regular">.*\$97\/month<\/s>/);
    expect(html).toContain('Upgrade to Premium');
    expect(html).toContain('Upgrade to Pro');
  });

  it('links the footer to the terms, Builder Studio and two external sites opened in a new tab', () => {
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/builderstudio"');
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(2);
  });
});
