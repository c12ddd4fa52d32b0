import { SelectField } from '../../../components/ui/form/field';
import { useQualityControlFiltersActions } from '../stores/quality-control-filters-store';
import type { QualityControlFilters } from '../utils/quality-control';

interface ReportFiltersProps {
  /** The platform's categories and batch numbers (the Ideas section's filter choices). */
  categories: readonly string[];
  batches: readonly number[];
  /** The filters chosen (the section reads them once, for the report too). */
  filters: QualityControlFilters;
}

/** The category and batch the report covers (docs/product.md "Admin: Quality Control"); each applies at once. */
export function ReportFilters({ categories, batches, filters: { category, batch } }: ReportFiltersProps) {
  const { setCategory, setBatch, clear } = useQualityControlFiltersActions();
  // A choice kept from an earlier visit stays selectable while the choices load (or after its last idea went).
  const categoryChoices = category === null || categories.includes(category) ? categories : [category, ...categories];
  const batchChoices = batch === null || batches.includes(batch) ? batches : [batch, ...batches];

  return (
    <div className="card qc-filters" role="group" aria-label="Filters">
      <SelectField
        name="category"
        label="Category"
        value={category ?? ''}
        options={categoryChoices}
        placeholder="All categories"
        onValueChange={(value) => setCategory(value || null)}
      />
      <SelectField
        name="batch"
        label="Batch"
        value={batch === null ? '' : String(batch)}
        options={batchChoices.map(String)}
        placeholder="All batches"
        onValueChange={(value) => setBatch(value === '' ? null : Number(value))}
      />
      <button type="button" className="button button--ghost button--small qc-filters__clear" disabled={category === null && batch === null} onClick={clear}>
        Clear filters
      </button>
    </div>
  );
}
