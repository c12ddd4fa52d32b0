// The kit's shared types (index.ts documents the API).

/** A colour of the site's palette: `--color-<name>` in styles/global.css. */
export type ChartColor = 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'muted';

/** 'sparkline': a small filled line of one series with no axes, legend or tooltip (a card's 30 days). */
export type ChartKind = 'line' | 'area' | 'bar' | 'sparkline';

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
  /** The x value as the table and the tooltip write it. */
  formatX?: (value: Row[keyof Row]) => string;
  /** The x value on the axis, where room is short ('Competition' for 'Competition (10 = least crowded)'); `formatX` by default. */
  formatTick?: (value: Row[keyof Row]) => string;
  formatValue?: (value: number) => string;
  /** The y axis may show fractions (dollars, say); whole numbers only by default (counts). */
  fractions?: boolean;
  /** A colour per bar (a score's band, say), in place of its series' colour. */
  barColor?: (row: Row) => ChartColor;
}

/** How the plot draws, beyond its kind. */
export interface ChartLook {
  kind: ChartKind;
  /** Areas and bars on top of each other (a total made of parts). */
  stacked?: boolean;
  /** Bars running left to right, the x values down the side: long labels and narrow screens. */
  horizontal?: boolean;
  /** A logarithmic value axis (hidden: the bars carry their values), for amounts a thousand times apart. */
  logScale?: boolean;
  /** Each bar labelled with its value. */
  valueLabels?: boolean;
  /** The value axis' range ([0, 10] for a 1-10 score); from the data by default. */
  domain?: readonly [number, number];
}

/** Any row: what the lazily loaded plot takes (a lazy component keeps no type parameter). */
export type AnyRow = Record<string, unknown>;

export const plainX = (value: unknown) => String(value);
