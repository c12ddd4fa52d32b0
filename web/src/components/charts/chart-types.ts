// The kit's shared types (index.ts documents the API).

/** A colour of the site's palette: `--color-<name>` in styles/global.css. */
export type ChartColor = 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'muted';

export type ChartKind = 'line' | 'area' | 'bar';

/** One line, area or set of bars: the rows' `key` values, named `label` in the legend, tooltip and table. */
export interface ChartSeries<Row> {
  key: keyof Row & string;
  label: string;
  color: ChartColor;
}

/** What the plot and the table are given. */
export interface ChartData<Row> {
  rows: readonly Row[];
  x: keyof Row & string;
  series: readonly ChartSeries<Row>[];
  formatX?: (value: Row[keyof Row]) => string;
  formatValue?: (value: number) => string;
  /** The y axis may show fractions (dollars, say); whole numbers only by default (counts). */
  fractions?: boolean;
}

/** Any row: what the lazily loaded plot takes (a lazy component keeps no type parameter). */
export type AnyRow = Record<string, unknown>;

export const plainValue = (value: number) => value.toLocaleString('en-US');
export const plainX = (value: unknown) => String(value);
