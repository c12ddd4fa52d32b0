import { describe, expect, it } from 'vitest';
import { cardSvg, cardVersion, titleLines } from './preview-card';

const idea = { title: 'Bookkeeping for <freelancers> & "studios"', category: 'FinTech, SaaS', score: 82 };

describe('cardSvg', () => {
  it('shows the first category, the title escaped and the score', () => {
    const svg = cardSvg(idea);
    expect(svg).toContain('>FINTECH</text>');
    expect(svg).toContain('>Bookkeeping for &lt;freelancers&gt;</tspan>');
    expect(svg).toContain('>&amp; &quot;studios&quot;</tspan>');
    expect(svg).toContain('>82</text>');
  });

  it('shows no score for an idea without one', () => {
    expect(cardSvg({ ...idea, score: null })).not.toContain('SCORE');
  });
});

describe('titleLines', () => {
  it('wraps at words into at most three lines, the last cut with an ellipsis', () => {
    expect(titleLines('A short title')).toEqual(['A short title']);
    const lines = titleLines('An idea whose title goes on and on well past the three lines a card has room for in its layout');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 30)).toBe(true);
    expect(lines[2]).toMatch(/…$/);
    expect(titleLines('Supercalifragilisticexpialidocious-and-then-some')[0]).toMatch(/^.{29}…$/);
  });
});

describe('cardVersion', () => {
  it('changes exactly when what the card shows changes', () => {
    expect(cardVersion(idea)).toBe(cardVersion({ ...idea }));
    expect(cardVersion({ ...idea, score: 83 })).not.toBe(cardVersion(idea));
    expect(cardVersion({ ...idea, title: 'Other' })).not.toBe(cardVersion(idea));
    expect(cardVersion(idea)).toMatch(/^[0-9a-f]{16}$/);
  });
});
