import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testScore, testSizing } from '../../testing/idea-fixtures';
import { MarketSizing } from './market-sizing';
import { ScoreBadge } from './score-badge';
import { scoreLevel } from './score-levels';
import { Scorecard } from './scorecard';
import { Sparkline, sparklineName } from './sparkline';

// What the idea charts show without their drawings (docs/features.md "Charts"): the drawings load lazily, so static
// markup holds each chart's placeholder and its table alternative, which carries the same figures.

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ScoreBadge', () => {
  it('writes the overall score, named for screen readers, coloured by band', () => {
    const html = renderToStaticMarkup(<ScoreBadge score={{ overall: 72 }} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Score 72 out of 100"');
    expect(html).toContain('data-level="high"');
    expect(text(html).trim()).toBe('72');
  });

  it('shows nothing for an idea without a score', () => {
    expect(renderToStaticMarkup(<ScoreBadge score={null} />)).toBe('');
  });

  it('bands 70 and up high, 50 to 69 medium, the rest low', () => {
    expect([100, 70, 69, 50, 49, 0].map(scoreLevel)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});

describe('Scorecard', () => {
  it('shows the overall with the verdict, each dimension in the table and with its reason, the flags and lights', () => {
    const page = text(renderToStaticMarkup(<Scorecard score={testScore()} />));
    expect(page).toContain('72 Scorecard A large market with a clear need, in a crowded field.');
    expect(page).toContain('Show table');
    expect(page).toContain('Competition (10 = least crowded) 4');
    expect(page).toContain('Why now 9/10 AI/ML makes adaptive lessons cheap.');
    expect(page).toContain('Red flags Schools buy slowly');
    expect(page).toContain('Green lights Recurring revenue Large market');
  });

  it('keeps the numbers of a locked idea and shows the notice in place of the reasons, flags and lights', () => {
    const locked = testScore({ reasons: null, redFlags: null, greenLights: null });
    const page = text(renderToStaticMarkup(<Scorecard score={locked} lockedNotice={<p>Premium content: Upgrade</p>} />));
    expect(page).toContain('Opportunity 8');
    expect(page).toContain('Premium content: Upgrade');
    expect(page).not.toContain('The market size names');
    expect(page).not.toContain('Red flags');
  });

  it("shows a card's score (numbers only) without a notice, and nothing without a score", () => {
    const { verdict: _verdict, reasons: _reasons, redFlags: _flags, greenLights: _lights, ...card } = testScore();
    const page = text(renderToStaticMarkup(<Scorecard score={card} lockedNotice={<p>Upgrade</p>} />));
    expect(page).toContain('Feasibility 6');
    expect(page).not.toContain('Upgrade');
    expect(renderToStaticMarkup(<Scorecard score={null} />)).toBe('');
  });

  it('hides the drawing from screen readers, who read the table', () => {
    const html = renderToStaticMarkup(<Scorecard score={testScore()} />);
    expect(html).toMatch(/class="chart-figure__plot"[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<div id="[^"]+" class="visually-hidden">.*<caption class="visually-hidden">Dimensions<\/caption>/);
  });
});

describe('MarketSizing', () => {
  it('writes TAM, SAM and SOM as compact amounts, with the assumptions', () => {
    const page = text(renderToStaticMarkup(<MarketSizing sizing={testSizing()} />));
    expect(page).toContain('TAM (Total addressable market) $4.2B');
    expect(page).toContain('SAM (Serviceable addressable market) $850M');
    expect(page).toContain('SOM (Serviceable obtainable market) $12M');
    expect(page).toContain('TAM from the idea&#x27;s market size ($4.2B)');
  });

  it('shows nothing for an idea without a sizing', () => {
    expect(renderToStaticMarkup(<MarketSizing sizing={null} />)).toBe('');
  });
});

describe('Sparkline', () => {
  it('is named by its total, and shows nothing without values', () => {
    expect(sparklineName([1, 0, 4, 1000])).toBe('Activity, last 4 days: 1,005 (views, saves, shares and documents)');
    expect(renderToStaticMarkup(<Sparkline values={[1, 2]} />)).toContain('aria-label="Activity, last 2 days: 3 (views, saves, shares and documents)"');
    expect(renderToStaticMarkup(<Sparkline values={undefined} />)).toBe('');
  });
});
