import { BUSINESS_MODELS, CATEGORIES, IDEA_SORTS, SOURCE_FILTERS, TECHNOLOGY_TAGS, type IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { Switch } from 'radix-ui';
import { useCallback, useId, type ReactNode } from 'react';
import type { FiltersUpdate } from '../hooks/use-marketplace-filters';
import { useMarketplaceSearch } from '../hooks/use-marketplace-search';
import {
  ALL,
  MIN_SCORE_CHOICES,
  SOURCE_LABELS,
  TREND_FILTER_CHOICES,
  TREND_TYPE_LABELS,
  minScoreLabel,
  toggledTechnology,
  type MarketplaceFilters,
} from '../utils/marketplace-filters';
import { CountryFilter } from './idea-filters-country';
import { MarketplaceIcon } from './marketplace-icons';

interface IdeaFiltersProps {
  filters: MarketplaceFilters;
  setFilters: (update: FiltersUpdate) => void;
}

/**
 * The marketplace's search and filters (docs/product.md "Marketplace and idea detail", "Data model"): search (applied
 * after a 500 ms pause), Added By, Category, Business Model, Trends type, Country (with its own search), the minimum
 * score (docs/features.md "Scores"), Premium Only, technology tags and the sort; and, when the list came from a
 * trend's 'View All Ideas', a notice that it shows that trend's ideas only.
 */
export function IdeaFilters({ filters, setFilters }: IdeaFiltersProps) {
  const applySearch = useCallback((search: string) => setFilters({ search }), [setFilters]);
  const [searchText, setSearchText] = useMarketplaceSearch(filters.search, applySearch);
  const searchId = useId();
  const premiumId = useId();

  return (
    <div className="idea-filters">
      <div className="idea-filters__search">
        <label htmlFor={searchId} className="visually-hidden">
          Search ideas
        </label>
        <MarketplaceIcon name="search" size={18} />
        <input
          id={searchId}
          type="search"
          className="idea-filters__search-input"
          placeholder="Search ideas..."
          value={searchText}
          autoComplete="off"
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>

      <div className="idea-filters__row">
        <SelectFilter
          label="Added By"
          value={filters.source}
          onChange={(value) => setFilters({ source: value as MarketplaceFilters['source'] })}
        >
          <option value={ALL}>All</option>
          {SOURCE_FILTERS.map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </SelectFilter>

        <SelectFilter
          label="Category"
          value={filters.category}
          onChange={(value) => setFilters({ category: value as MarketplaceFilters['category'] })}
        >
          <option value={ALL}>All</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectFilter>

        <SelectFilter
          label="Business Model"
          value={filters.businessModel}
          onChange={(value) => setFilters({ businessModel: value as MarketplaceFilters['businessModel'] })}
        >
          <option value={ALL}>All</option>
          {BUSINESS_MODELS.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </SelectFilter>

        <SelectFilter
          label="Trends"
          value={filters.trendType}
          onChange={(value) => setFilters({ trendType: value as MarketplaceFilters['trendType'] })}
        >
          <option value={ALL}>All</option>
          {TREND_FILTER_CHOICES.map((type) => (
            <option key={type} value={type}>
              {TREND_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectFilter>

        <CountryFilter value={filters.country} onChange={(country) => setFilters({ country })} />

        <SelectFilter label="Min. Score" value={String(filters.minScore)} onChange={(value) => setFilters({ minScore: Number(value) })}>
          {MIN_SCORE_CHOICES.map((minScore) => (
            <option key={minScore} value={minScore}>
              {minScoreLabel(minScore)}
            </option>
          ))}
        </SelectFilter>

        <SelectFilter label="Sort by" value={filters.sort} onChange={(value) => setFilters({ sort: value as IdeaSort })}>
          {(Object.entries(IDEA_SORTS) as [IdeaSort, string][]).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </SelectFilter>
      </div>

      {filters.trendId !== null && (
        <p className="idea-filters__trend" role="status">
          Showing the ideas of one trend.
          <button type="button" className="button button--secondary button--small" onClick={() => setFilters({ trendId: null })}>
            Show all ideas
          </button>
        </p>
      )}

      <div className="idea-filters__row idea-filters__row--toggles">
        <div className="idea-filters__premium">
          <Switch.Root
            id={premiumId}
            className="premium-switch"
            checked={filters.premiumOnly}
            onCheckedChange={(premiumOnly) => setFilters({ premiumOnly })}
          >
            <Switch.Thumb className="premium-switch__thumb" />
          </Switch.Root>
          <label htmlFor={premiumId} className="idea-filters__premium-label">
            Premium Only
          </label>
        </div>

        <div className="idea-filters__tags" role="group" aria-label="Technologies">
          {TECHNOLOGY_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className="tech-toggle"
              aria-pressed={filters.technologies.includes(tag)}
              onClick={() => setFilters((current) => ({ ...current, technologies: toggledTechnology(current.technologies, tag) }))}
            >
              {tag}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function SelectFilter({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="idea-filters__field">
      <label htmlFor={id} className="idea-filters__label">
        {label}
      </label>
      <select id={id} className="idea-filters__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
