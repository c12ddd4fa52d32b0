import { useId } from 'react';
import { useQualityControlFiltersActions } from '../stores/quality-control-filters-store';
import type { QualityControlFilters } from '../utils/quality-control';

interface ReportFiltersProps {
  /** The platform's categories and batch numbers (the Ideas section's filter choices). */
  categories: readonly string[];
  batches: readonly number[];
  /** The filters chosen (the section reads them once, for the report too). */
  filters: QualityControlFilters;
}

/** The category and batch the report covers (spec 001 §2); each applies at once. */
export function ReportFilters({ categories, batches, filters: { category, batch } }: ReportFiltersProps) {
  const { setCategory, setBatch, clear } = useQualityControlFiltersActions();
  const id = useId();
  // A choice kept from an earlier visit stays selectable while the choices load (or after its last idea went).
  const categoryChoices = category === null || categories.includes(category) ? categories : [category, ...categories];
  const batchChoices = batch === null || batches.includes(batch) ? batches : [batch, ...batches];

  return (
    <div className="card qc-filters" role="group" aria-label="Filters">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select id={`${id}-category`} className="field__input" value={category ?? ''} onChange={(event) => setCategory(event.target.value || null)}>
          <option value="">All categories</option>
          {categoryChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-batch`}>
          Batch
        </label>
        <select
          id={`${id}-batch`}
          className="field__input"
          value={batch ?? ''}
          onChange={(event) => setBatch(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">All batches</option>
          {batchChoices.map((choice) => (
            <option key={choice} value={choice}>
              Batch {choice}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--ghost button--small qc-filters__clear" disabled={category === null && batch === null} onClick={clear}>
        Clear filters
      </button>
    </div>
  );
}
