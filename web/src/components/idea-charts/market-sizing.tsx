import type { MarketSizing as MarketSizingData } from '@app/domain/scoring/scorecard';
import { lazy } from 'react';
import { compactMoney } from './amounts';
import { IdeaChartFigure } from './idea-chart-figure';

const MarketSizingChart = lazy(() => import('./market-sizing-chart'));

export interface SizingRow {
  name: 'TAM' | 'SAM' | 'SOM';
  title: string;
  amount: number;
  /** The amount as written: '$4.2B'. */
  label: string;
}

const TITLES = {
  TAM: 'Total addressable market',
  SAM: 'Serviceable addressable market',
  SOM: 'Serviceable obtainable market',
} as const;

export function sizingRows(sizing: MarketSizingData): SizingRow[] {
  const row = (name: SizingRow['name'], amount: number): SizingRow => ({ name, title: TITLES[name], amount, label: compactMoney(amount, sizing.currency) });
  return [row('TAM', sizing.tam), row('SAM', sizing.sam), row('SOM', sizing.som)];
}

/**
 * The idea's market (docs/features.md "Market sizing"): TAM ⊃ SAM ⊃ SOM as labelled bars with their table, and the
 * assumptions the amounts rest on. Nothing when the idea has no sizing yet.
 */
export function MarketSizing({ sizing, headingLevel: Heading = 'h3' }: { sizing: MarketSizingData | null; headingLevel?: 'h2' | 'h3' }) {
  if (!sizing) return null;
  const rows = sizingRows(sizing);
  return (
    <section className="market-sizing" aria-label="Market sizing">
      <Heading className="market-sizing__title">Market sizing</Heading>
      <IdeaChartFigure
        title="TAM, SAM and SOM"
        note="(log scale)"
        height={132}
        table={{ columns: [{ label: 'Market' }, { label: 'Amount', numeric: true }], rows: rows.map((row) => [`${row.name} (${row.title})`, row.label]) }}
      >
        <MarketSizingChart rows={rows} />
      </IdeaChartFigure>
      <ul className="market-sizing__assumptions" aria-label="Assumptions">
        {sizing.assumptions.map((assumption) => (
          <li key={assumption}>{assumption}</li>
        ))}
      </ul>
    </section>
  );
}
