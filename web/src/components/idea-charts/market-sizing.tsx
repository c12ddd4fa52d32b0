import type { MarketSizing as MarketSizingData } from '@app/domain/scoring/scorecard';
import { compactMoney } from '../../lib/number-format';
import { ChartFigure } from '../charts';

interface SizingRow {
  name: 'TAM' | 'SAM' | 'SOM';
  amount: number;
}

const TITLES = {
  TAM: 'Total addressable market',
  SAM: 'Serviceable addressable market',
  SOM: 'Serviceable obtainable market',
} as const;


/**
 * The idea's market (docs/features.md "Market sizing"): TAM ⊃ SAM ⊃ SOM as labelled bars with their table, and the
 * assumptions the amounts rest on. Nothing when the idea has no sizing yet.
 */
export function MarketSizing({ sizing, headingLevel: Heading = 'h3' }: { sizing: MarketSizingData | null; headingLevel?: 'h2' | 'h3' }) {
  if (!sizing) return null;
  const rows: SizingRow[] = [
    { name: 'TAM', amount: sizing.tam },
    { name: 'SAM', amount: sizing.sam },
    { name: 'SOM', amount: sizing.som },
  ];
  return (
    <section className="market-sizing" aria-label="Market sizing">
      <Heading className="market-sizing__title">Market sizing</Heading>
      {/* A log axis: a SOM is often a thousandth of its TAM, and would not show on a linear one. */}
      <ChartFigure
        title="TAM, SAM and SOM"
        note="(log scale)"
        kind="bar"
        horizontal
        logScale
        valueLabels
        height={132}
        rows={rows}
        x="name"
        formatX={(name) => `${String(name)} (${TITLES[name as SizingRow['name']]})`}
        formatTick={String}
        formatValue={(amount) => compactMoney(amount, sizing.currency)}
        xLabel="Market"
        series={[{ key: 'amount', label: 'Amount', color: 'primary' }]}
      />
      <ul className="market-sizing__assumptions" aria-label="Assumptions">
        {sizing.assumptions.map((assumption) => (
          <li key={assumption}>{assumption}</li>
        ))}
      </ul>
    </section>
  );
}
