import type { MomentumDay } from '@app/domain/momentum/momentum-api';
import { lazy } from 'react';
import { count, shortDate } from './amounts';
import { IdeaChartFigure } from './idea-chart-figure';
import { MOMENTUM_SERIES } from './momentum-series';

const MomentumChart = lazy(() => import('./momentum-chart'));

/** A momentum chart (an idea's, or a trend's ideas'): the days as lines, with the day-by-day table. */
export function MomentumFigure({ title, days }: { title: string; days: readonly MomentumDay[] }) {
  return (
    <IdeaChartFigure
      title={title}
      height={240}
      table={{
        columns: [{ label: 'Day' }, ...MOMENTUM_SERIES.map((series) => ({ label: series.label, numeric: true }))],
        rows: days.map((day) => [shortDate(day.date), ...MOMENTUM_SERIES.map((series) => count(day[series.key]))]),
      }}
    >
      <MomentumChart days={days} />
    </IdeaChartFigure>
  );
}
