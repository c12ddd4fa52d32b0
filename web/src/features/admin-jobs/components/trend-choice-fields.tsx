import { TREND_SOURCES } from '@app/domain/trends/trend-view';
import { useId } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/field';
import { useTrendsByType } from '../api/get-trends-by-type';
import { hasExistingTrend, isDescribingNewTrend, type BatchField, type BatchSettings } from '../utils/batch-settings';

interface TrendChoiceFieldsProps {
  settings: BatchSettings;
  bind: (field: BatchField) => { name: BatchField; value: string; onValueChange: (value: string) => void; error: string | undefined };
}

/**
 * The batch's trend once a type is chosen (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): an existing
 * trend of that type OR a new one. Choosing an existing trend is disabled while a new one is being described, and the
 * new-trend fields once one is chosen.
 */
export function TrendChoiceFields({ settings, bind }: TrendChoiceFieldsProps) {
  const trends = useTrendsByType(settings.trendType);
  const id = useId();
  const describing = isDescribingNewTrend(settings);
  const chosen = hasExistingTrend(settings);
  const existing = bind('trendId');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="jobs-trend">
      <div className="field" data-invalid={existing.error ? '' : undefined}>
        <label className="field__label" htmlFor={id}>
          Existing {settings.trendType} trend
        </label>
        <select
          id={id}
          name={existing.name}
          className="field__input"
          value={existing.value}
          disabled={describing}
          aria-invalid={existing.error ? true : undefined}
          aria-describedby={[existing.error ? errorId : null, describing ? hintId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => existing.onValueChange(event.target.value)}
        >
          <option value="">{trends.isPending ? 'Loading trends...' : 'Choose a trend'}</option>
          {(trends.data ?? []).map((trend) => (
            <option key={trend.id} value={trend.id}>
              {trend.title}
            </option>
          ))}
        </select>
        {existing.error && (
          <p id={errorId} className="field__error">
            {existing.error}
          </p>
        )}
        {describing && (
          <p id={hintId} className="field__hint">
            Clear the new trend to choose an existing one.
          </p>
        )}
      </div>
      <p className="jobs-trend__or" aria-hidden>
        or
      </p>
      <fieldset className="jobs-trend__new" disabled={chosen}>
        <legend className="field__label">New {settings.trendType} trend</legend>
        {chosen && <p className="field__hint">Set the existing trend back to 'Choose a trend' to describe a new one.</p>}
        <TextField {...bind('trendTitle')} label="Title" />
        <TextAreaField {...bind('trendDescription')} label="Description" rows={3} />
        <SelectField {...bind('trendSource')} label="Source" options={TREND_SOURCES} placeholder="Default (IdeaPlatform)" />
      </fieldset>
    </div>
  );
}
