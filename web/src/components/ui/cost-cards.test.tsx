import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CostCards } from './cost-cards';

const cards = (html: string) =>
  [...html.matchAll(/<dt class="cost-card__title">([^<]+)<\/dt><dd class="cost-card__amount">([^<]+)<\/dd><dd class="cost-card__detail">(.+?)<\/dd>/g)].map(
    ([, title, amount, detail]) => [title, amount, detail?.replace(/<!-- -->/g, '')],
  );

describe('CostCards', () => {
  it('prices every row, summed, with 2 decimals, each card with the tokens it prices', () => {
    const html = renderToStaticMarkup(
      <CostCards
        label="Batch run costs"
        rows={[
          { tokensIn: 1_200_000, tokensOut: 300_000 },
          { tokensIn: 466_667, tokensOut: 1_000 },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Batch run costs"');
    expect(cards(html)).toEqual([
      ['Input Cost', '$5.00', '1,666,667 input tokens at $3/M'],
      ['Output Cost', '$3.61', '301,000 output tokens at $12/M'],
      ['Total Cost', '$8.61', '1,967,667 tokens'],
    ]);
  });

  it('shows parts that add up to the total, the exact sum rounded', () => {
    // $2.46639 and $9.25656: rounded each on its own, $2.47 + $9.26, a cent above the total of $11.72.
    const html = renderToStaticMarkup(<CostCards label="Costs" rows={[{ tokensIn: 822_130, tokensOut: 771_380 }]} />);
    expect(cards(html).map(([, amount]) => amount)).toEqual(['$2.46', '$9.26', '$11.72']);
  });

  it('shows $0.00 with no rows', () => {
    expect(cards(renderToStaticMarkup(<CostCards label="Costs" rows={[]} />)).map(([, amount]) => amount)).toEqual(['$0.00', '$0.00', '$0.00']);
  });
});
