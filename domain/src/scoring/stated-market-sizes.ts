// The TAM, SAM and SOM an idea's own text names ('$130M TAM, $37M SAM', 'TAM $12B; SAM $1.1B'), read clause by
// clause with the catalog's one amount parser (ideas/idea-display.ts `parseMarketSize`), so a scorecard takes the
// figures the idea states before it estimates any (docs/product.md "Scores and market sizing").
import { parseMarketSize } from '../ideas/idea-display';

export type MarketLevel = 'tam' | 'sam' | 'som';
export type StatedMarketSizes = Partial<Record<MarketLevel, number>>;

const LABELS: [MarketLevel, RegExp][] = [
  ['tam', /\bTAM\b|total addressable/i],
  ['sam', /\bSAM\b|serviceable(?! obtainable)/i],
  ['som', /\bSOM\b|serviceable obtainable|obtainable/i],
];

/** Each level a clause of the texts names with an amount; the first text naming a level wins. */
export function statedMarketSizes(...texts: readonly string[]): StatedMarketSizes {
  const stated: StatedMarketSizes = {};
  for (const clause of texts.flatMap((text) => text.split(/[,;]|\.\s/))) {
    const amount = parseMarketSize(clause);
    if (amount === null) continue;
    for (const [level, label] of LABELS) {
      if (label.test(clause) && stated[level] === undefined) {
        stated[level] = amount;
        break;
      }
    }
  }
  return stated;
}
