import { useId, useState, type FormEvent } from 'react';
import { analyticsWindow } from '@app/domain/analytics/analytics-window';
import { ValidationError } from '@app/domain/shared/errors';
import { RANGE_PRESETS, type AnalyticsRange } from '../utils/analytics-range';

/**
 * The window's presets (the last 7, 30 or 90 days) and a custom one: two days and Apply, checked by the server's own
 * rule (analytics-window.ts) before it is asked, so a wrong window says why at once.
 */
export function RangePicker({ range, span, today, onChange }: { range: AnalyticsRange; span: { from: string; to: string }; today: string; onChange: (range: AnalyticsRange) => void }) {
  const [custom, setCustom] = useState(range.kind === 'custom');
  const [from, setFrom] = useState(span.from);
  const [to, setTo] = useState(span.to);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    try {
      onChange({ kind: 'custom', ...analyticsWindow({ from, to }, today) });
      setProblem(null);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setProblem(error.message);
    }
  };

  return (
    <div className="analytics-range">
      <div className="analytics-range__presets" role="group" aria-label="Date range">
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="button button--secondary button--small"
            aria-pressed={!custom && range.kind === 'preset' && range.days === days}
            onClick={() => {
              setCustom(false);
              setProblem(null);
              onChange({ kind: 'preset', days });
            }}
          >
            {days} days
          </button>
        ))}
        <button type="button" className="button button--secondary button--small" aria-pressed={custom} onClick={() => setCustom(true)}>
          Custom
        </button>
      </div>
      {custom && (
        <form className="analytics-range__custom" onSubmit={apply} noValidate>
          <label>
            From
            <input type="date" className="input" value={from} max={today} required aria-describedby={problem ? problemId : undefined} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            To
            <input type="date" className="input" value={to} max={today} required aria-describedby={problem ? problemId : undefined} onChange={(event) => setTo(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary button--small">
            Apply
          </button>
          {problem && (
            <p id={problemId} className="analytics-range__problem" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
