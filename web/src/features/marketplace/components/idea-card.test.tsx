import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testIdea, testScore } from '../../../testing/idea-fixtures';
import { IdeaCard, cardTags, sourceTag } from './idea-card';
import { countryChoices } from './idea-filters-country';

// What a card shows (docs/product.md "Marketplace and idea detail", "Data model"), rendered to markup.

const render = (overrides: Parameters<typeof testIdea>[0], role: Parameters<typeof IdeaCard>[0]['role'] = 'FREE', sparkline?: number[]) =>
  renderToStaticMarkup(<IdeaCard idea={testIdea(overrides)} sparkline={sparkline} role={role} onAction={vi.fn()} />);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('IdeaCard', () => {
  it('shows the first category, the title, the figures and the four buttons', () => {
    const card = text(render({ stamp: 'Top Picks' }));
    expect(card).toContain('EdTech');
    expect(card).not.toContain('HealthTech');
    expect(card).toContain('Top Picks');
    expect(card).toContain('Adaptive AI tutor');
    expect(card).toContain('Market Size $5B');
    expect(card).toContain('Business Model B2C');
    expect(card).toContain('Competition Medium');
    expect(card).toContain('Feels like a personal teacher');
    expect(card).toContain('education ai personalised +1 more');
    for (const button of ['Learn More', 'Save Idea', 'Share', 'Mockup']) expect(card).toContain(button);
  });

  it('shows the lock on a premium idea for a viewer below PREMIUM only', () => {
    expect(render({ type: 'PREMIUM' }, 'FREE')).toContain('(locked)');
    expect(render({ type: 'PREMIUM' }, null)).toContain('(locked)');
    expect(render({ type: 'PREMIUM' }, 'PREMIUM')).not.toContain('(locked)');
    expect(render({ type: 'FREE' }, 'FREE')).not.toContain('Premium');
  });

  it('shows the overall score as a badge, and no badge for an idea without a score', () => {
    const { verdict: _verdict, reasons: _reasons, redFlags: _flags, greenLights: _lights, ...score } = testScore({ overall: 64 });
    const html = render({ score });
    expect(html).toContain('aria-label="Score 64 out of 100"');
    expect(html).toContain('data-level="medium"');
    expect(render({ score: null })).not.toContain('Score ');
  });

  it('shows the country, and the sparkline once its page of sparklines is in', () => {
    expect(text(render({ country: 'Kenya' }))).toContain('Country: Kenya');
    expect(text(render({}))).toContain('Country: Global');
    expect(render({}, 'FREE', [0, 2, 1])).toContain('aria-label="Activity, last 3 days: 3 (views, saves, shares and documents)"');
    expect(render({})).not.toContain('Activity, last');
  });

  it('tags the source FD or UGC', () => {
    expect(text(render({ source: 'FD' }))).toContain('FD (Added by IdeaPlatform)');
    expect(text(render({ source: 'UGP2P' }))).toContain('UGC (User generated)');
  });

  it('shows the countdown of an idea flagged for auto-delete, and Archived once archived', () => {
    const activated = new Date(Date.now() - 60 * 60_000).toISOString();
    expect(text(render({ autoDeleted: true, autoDeleteActivatedAt: activated }))).toMatch(/To be deleted in 4[67]h \d+m left/);
    expect(text(render({ autoDeleted: true, autoDeleteActivatedAt: '2020-01-01T00:00:00.000Z' }))).toContain('Expired');
    expect(text(render({ autoDeleted: true, autoDeleteActivatedAt: '2020-01-01T00:00:00.000Z', archived: true }))).toContain('Archived');
    expect(text(render({}))).not.toContain('To be deleted');
  });
});

describe('cardTags and sourceTag', () => {
  it('shows up to three tags and counts the rest', () => {
    expect(cardTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardTags({ list: ['a'] })).toEqual({ shown: [], more: 0 });
  });

  it('calls both user-generated sources UGC', () => {
    expect(sourceTag('UGI').label).toBe('UGC');
    expect(sourceTag('FD').label).toBe('FD');
  });
});

describe('countryChoices', () => {
  it("lists All, the regions, then the countries; the search keeps the names containing the text", () => {
    const all = countryChoices('');
    expect(all.slice(0, 6)).toEqual(['All', 'Africa (Sub-Saharan)', 'Europe', 'Mena', 'Latam', 'Southeast Asia']);
    expect(all.length).toBeGreaterThan(190);
    expect(countryChoices('  GER ')).toEqual(['Algeria', 'Germany', 'Niger', 'Nigeria']);
    expect(countryChoices('zzz')).toEqual([]);
  });
});
