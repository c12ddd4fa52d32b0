import type { MomentumDay } from '@app/domain/momentum/momentum-api';
import { shortDate } from '../../lib/number-format';
import { ChartFigure, type ChartSeries } from '../charts';

/** The four counts of a momentum day, in the order the legend and the table list them. */
const MOMENTUM_SERIES: readonly ChartSeries<MomentumDay>[] = [
  { key: 'views', label: 'Views', color: 'primary' },
  { key: 'saves', label: 'Saves', color: 'success' },
  { key: 'shares', label: 'Shares', color: 'accent' },
  { key: 'documents', label: 'Documents', color: 'muted' },
];

/** A momentum chart (an idea's, or a trend's ideas'): the days as lines, with the day-by-day table. */
export function MomentumFigure({ title, days }: { title: string; days: readonly MomentumDay[] }) {
  return <ChartFigure title={title} kind="line" rows={days} x="date" formatX={shortDate} xLabel="Day" series={MOMENTUM_SERIES} />;
}
