import { describe, expect, it } from 'vitest';
import { cardSvg, cardVersion, renderCard, titleLines } from './preview-card';

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

describe('titleLines with Chinese, Japanese or Korean', () => {
  it('breaks between wide characters, each counted twice as wide as a Latin letter', () => {
    const lines = titleLines('面向独立书店的库存预测工具帮助店主减少积压并提前补货同时了解读者喜好');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => [...line].length <= 15)).toBe(true);
    expect(lines.join('')).toBe('面向独立书店的库存预测工具帮助店主减少积压并提前补货同时了解读者喜好');
    expect(titleLines('서점 재고 Tool for 独立书店')).toEqual(['서점 재고 Tool for 独立书店']);
    expect(titleLines('一'.repeat(100))[2]).toMatch(/^一{14}…$/);
  });
});

describe('renderCard', () => {
  it('draws Chinese, Japanese and Korean characters, not the same empty box for each', async () => {
    const card = (title: string) => renderCard({ title, category: 'RetailTech', score: null });
    // Without a font that has them, both titles would be two identical boxes.
    expect((await card('书店')).equals(await card('书书'))).toBe(false);
    expect((await card('서점')).equals(await card('서서'))).toBe(false);
  });
});
