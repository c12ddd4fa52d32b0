import { IDEA_SOURCES, IDEA_TYPES } from '@app/domain/ideas/idea-enumerations';
import { Collapsible } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useIdeaBatches, useIdeaCategories } from '../api/get-idea-filter-options';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useIdeaFilters, useIdeasViewActions } from '../stores/ideas-view-store';
import { NO_FILTERS, TITLE_SEARCH_DEBOUNCE_MS, type SourceFilter } from '../utils/idea-list-params';
import { AdminIdeaIcon } from './admin-idea-icon';
import { CategoryFilter } from './category-filter';

const SOURCE_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'All sources' },
  { value: 'UGC', label: 'All user-generated' },
  ...IDEA_SOURCES.map((source) => ({ value: source, label: source })),
];

/**
 * The collapsible 'Filter Ideas' panel (docs/product.md "Admin: Ideas"): batch, type, source, ID range, title search
 * and categories. The typed boxes (title, IDs) apply 500 ms after the last keystroke (docs/product.md "Admin: Ideas",
 * "Limits"); the choices apply at once.
 */
export function IdeasFilterPanel() {
  // Open where there is room; on a phone it would fill the screen above the table.
  const [open, setOpen] = useState(() => typeof matchMedia === 'undefined' || matchMedia('(min-width: 720px)').matches);
  const filters = useIdeaFilters();
  const { setFilter, setTyped: applyTyped, clearFilters } = useIdeasViewActions();
  const batches = useIdeaBatches();
  const categories = useIdeaCategories();
  const id = useId();

  const [typed, setTyped] = useState({ title: filters.title, idFrom: filters.idFrom, idTo: filters.idTo });
  const settled = useDebouncedValue(typed, TITLE_SEARCH_DEBOUNCE_MS);
  useEffect(() => applyTyped(settled), [settled, applyTyped]);
  const type = (field: keyof typeof typed) => (event: { target: { value: string } }) => setTyped((current) => ({ ...current, [field]: event.target.value }));
  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="card ideas-filters">
      <div className="ideas-filters__header">
        <Collapsible.Trigger className="ideas-filters__toggle">
          <h2 className="card__title">Filter Ideas</h2>
          <span className="ideas-filters__chevron" data-open={open || undefined}>
            <AdminIdeaIcon name="chevron" />
          </span>
        </Collapsible.Trigger>
        {active && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setTyped({ title: '', idFrom: '', idTo: '' });
              clearFilters();
            }}
          >
            Clear filters
          </button>
        )}
      </div>
      <Collapsible.Content className="ideas-filters__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-batch`}>
            Batch
          </label>
          <select
            id={`${id}-batch`}
            className="field__input"
            value={filters.batch ?? ''}
            onChange={(event) => setFilter('batch', event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">All batches</option>
            {(batches.data ?? []).map((batch) => (
              <option key={batch} value={batch}>
                Batch {batch}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            Type
          </label>
          <select
            id={`${id}-type`}
            className="field__input"
            value={filters.type ?? ''}
            onChange={(event) => setFilter('type', IDEA_TYPES.find((value) => value === event.target.value) ?? null)}
          >
            <option value="">All types</option>
            {IDEA_TYPES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-source`}>
            Source
          </label>
          <select
            id={`${id}-source`}
            className="field__input"
            value={filters.source ?? ''}
            onChange={(event) => setFilter('source', (event.target.value || null) as SourceFilter)}
          >
            {SOURCE_CHOICES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="ideas-filters__range">
          <legend className="field__label">ID range</legend>
          <input className="field__input" inputMode="numeric" placeholder="From" aria-label="ID from" value={typed.idFrom} onChange={type('idFrom')} />
          <span aria-hidden>–</span>
          <input className="field__input" inputMode="numeric" placeholder="To" aria-label="ID to" value={typed.idTo} onChange={type('idTo')} />
        </fieldset>
        <div className="field ideas-filters__search">
          <label className="field__label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input id={`${id}-title`} type="search" className="field__input" placeholder="Search titles" value={typed.title} onChange={type('title')} />
        </div>
        <CategoryFilter options={categories.data ?? []} selected={filters.categories} onChange={(chosen) => setFilter('categories', chosen)} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
