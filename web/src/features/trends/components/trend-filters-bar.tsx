import { ToggleGroup } from 'radix-ui';
import { useId } from 'react';
import { TREND_SOURCE_FILTERS, TREND_SOURCE_LABELS, isTrendSourceFilter, type TrendSourceFilter } from '../utils/trend-list';
import { SearchIcon } from './icons';

interface TrendFiltersBarProps {
  search: string;
  source: TrendSourceFilter;
  onSearchChange: (search: string) => void;
  onSourceChange: (source: TrendSourceFilter) => void;
}

/** Keyword search over titles and descriptions, and the source filter (All, YC, the product, Other). */
export function TrendFiltersBar({ search, source, onSearchChange, onSourceChange }: TrendFiltersBarProps) {
  const searchId = useId();
  const sourceLabelId = useId();
  return (
    <div className="trends-filters">
      <div className="trends-search">
        <label htmlFor={searchId} className="visually-hidden">
          Search trends
        </label>
        <span className="trends-search__icon">
          <SearchIcon />
        </span>
        <input
          id={searchId}
          type="search"
          className="field__input trends-search__input"
          placeholder="Search trends by keyword..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="trends-source">
        <span id={sourceLabelId} className="trends-source__label">
          Source
        </span>
        <ToggleGroup.Root
          type="single"
          className="segmented"
          aria-labelledby={sourceLabelId}
          value={source}
          // A single toggle group lets its pressed item be pressed off; the filter always has a value.
          onValueChange={(value) => {
            if (isTrendSourceFilter(value)) onSourceChange(value);
          }}
        >
          {TREND_SOURCE_FILTERS.map((value) => (
            <ToggleGroup.Item key={value} value={value} className="segmented__item">
              {TREND_SOURCE_LABELS[value]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
    </div>
  );
}
