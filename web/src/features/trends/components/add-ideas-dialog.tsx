import { Dialog } from 'radix-ui';
import { useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useAddTrendIdeas } from '../api/add-trend-ideas';
import { useCandidateIdeas } from '../api/get-candidate-ideas';
import { useTrendIdeas } from '../api/get-trend-ideas';
import {
  CANDIDATE_SOURCE_FILTERS,
  CANDIDATE_TYPE_FILTERS,
  NO_CANDIDATE_FILTERS,
  addIdeasLabel,
  categoryOptions,
  filterCandidates,
  idsToAdd,
  offeredIdeas,
  selectAllState,
  toggleAll,
  toggleSelected,
  type CandidateFilters,
} from '../utils/idea-candidates';
import { CANDIDATES_LOAD_FAILED, NO_IDEAS_SELECTED, addIdeasFailed, ideasAdded } from '../utils/trends-toasts';
import { CandidateList } from './candidate-list';
import { SearchIcon } from './icons';

interface AddIdeasDialogProps {
  trendId: number;
  trendTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * ADMIN's dialog for linking ideas to a trend (docs/product.md "Admin: Trends"): the Published ideas not in the
 * trend yet, searchable and filtered by source, type and category, ticked one by one or all at once.
 * Wider than the shared dialog, so it uses Radix directly with the same classes.
 */
export function AddIdeasDialog({ trendId, trendTitle, open, onOpenChange }: AddIdeasDialogProps) {
  // Here rather than in the body, so the outcome's toast survives the body unmounting as the dialog closes.
  const add = useAddTrendIdeas();
  const submit = (ideaIds: number[]) => {
    add.mutate(
      { trendId, ideaIds },
      {
        onSuccess: ({ skipped }) => {
          toast(ideasAdded(skipped.length));
          onOpenChange(false);
        },
        onError: (error) => toast(addIdeasFailed(error)),
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!add.isPending) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog add-ideas">
          <Dialog.Title className="dialog__title">Add Ideas to Trend</Dialog.Title>
          <Dialog.Description className="dialog__description">
            Choose published ideas to link to <strong>{trendTitle}</strong>.
          </Dialog.Description>
          <AddIdeasBody trendId={trendId} pending={add.isPending} onSubmit={submit} onCancel={() => onOpenChange(false)} />
          <Dialog.Close className="dialog__close icon-button" aria-label="Close" disabled={add.isPending}>
            <span aria-hidden>×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface AddIdeasBodyProps {
  trendId: number;
  pending: boolean;
  onSubmit: (ideaIds: number[]) => void;
  onCancel: () => void;
}

/** Mounted while the dialog is open: its filters and selection start afresh each time. */
function AddIdeasBody({ trendId, pending, onSubmit, onCancel }: AddIdeasBodyProps) {
  const catalog = useCandidateIdeas(true);
  const inTrend = useTrendIdeas(trendId);
  const [filters, setFilters] = useState<CandidateFilters>(NO_CANDIDATE_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const deferredFilters = useDeferredValue(filters);
  const ids = useId();

  const categories = useMemo(() => categoryOptions(catalog.data ?? []), [catalog.data]);
  const offered = useMemo(
    () => offeredIdeas(catalog.data ?? [], new Set(inTrend.data?.map((idea) => idea.id))),
    [catalog.data, inTrend.data],
  );
  const shown = useMemo(() => filterCandidates(offered, deferredFilters), [offered, deferredFilters]);
  const shownIds = useMemo(() => shown.map((idea) => idea.id), [shown]);
  const toAdd = idsToAdd(selected, offered);
  const allState = selectAllState(selected, shownIds);
  const toggle = useCallback((id: number) => setSelected((current) => toggleSelected(current, id)), []);
  const set = <K extends keyof CandidateFilters>(key: K, value: CandidateFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  const loading = catalog.isPending || inTrend.isPending;
  const failed = catalog.isError || inTrend.isError;

  return (
    <>
      <div className="add-ideas__filters">
        <div className="add-ideas__search">
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            Search ideas by title or description
          </label>
          <span className="trends-search__icon">
            <SearchIcon />
          </span>
          <input
            id={`${ids}-search`}
            type="search"
            className="field__input trends-search__input"
            placeholder="Search by title or description..."
            value={filters.search}
            onChange={(event) => set('search', event.target.value)}
            autoComplete="off"
          />
        </div>
        <FilterSelect id={`${ids}-source`} label="Source" value={filters.source} onChange={(value) => set('source', value as CandidateFilters['source'])}>
          {CANDIDATE_SOURCE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All' : value}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${ids}-type`} label="Type" value={filters.type} onChange={(value) => set('type', value as CandidateFilters['type'])}>
          {CANDIDATE_TYPE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All' : value}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${ids}-category`} label="Category" value={filters.category} onChange={(value) => set('category', value)}>
          <option value="all">All</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </FilterSelect>
      </div>

      {loading ? (
        <div className="add-ideas__state">
          <Spinner size="large" label="Loading ideas" />
        </div>
      ) : failed ? (
        <div className="add-ideas__state" role="alert">
          <p>{CANDIDATES_LOAD_FAILED}</p>
        </div>
      ) : (
        <>
          <div className="add-ideas__bar">
            <label className="add-ideas__select-all">
              <input
                type="checkbox"
                checked={allState === 'all'}
                ref={(input) => {
                  if (input) input.indeterminate = allState === 'some';
                }}
                disabled={shownIds.length === 0}
                onChange={() => setSelected((current) => toggleAll(current, shownIds))}
              />
              Select all ({shownIds.length})
            </label>
            <span className="add-ideas__selected" aria-live="polite">
              {toAdd.length === 0 ? NO_IDEAS_SELECTED.title : `${toAdd.length} selected`}
            </span>
          </div>
          {shown.length === 0 ? (
            <div className="add-ideas__state">
              <p>{offered.length === 0 ? 'Every published idea is in this trend already.' : 'No ideas match your search and filters.'}</p>
            </div>
          ) : (
            <CandidateList ideas={shown} selected={selected} onToggle={toggle} />
          )}
        </>
      )}

      <div className="add-ideas__footer">
        <p className="add-ideas__hint">
          Looking for something else? Visit{' '}
          <Link to="/marketplace" onClick={onCancel}>
            Browse Ideas
          </Link>{' '}
          to explore the whole catalog.
        </p>
        <div className="add-ideas__buttons">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          {/* Nothing to add: the button waits for a choice, and says why (docs/product.md "Admin: Trends"). */}
          {toAdd.length === 0 && (
            <p id={`${ids}-none`} className="add-ideas__none">
              {NO_IDEAS_SELECTED.description}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={pending || loading || failed || toAdd.length === 0}
            aria-describedby={toAdd.length === 0 ? `${ids}-none` : undefined}
            onClick={() => onSubmit(toAdd)}
          >
            {pending && <Spinner size="small" label="Adding ideas" />}
            {pending ? 'Adding...' : addIdeasLabel(toAdd.length)}
          </button>
        </div>
      </div>
    </>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <div className="add-ideas__filter">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input add-ideas__select" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
