import type { TrendView } from '@app/domain/trends/trend-view';
import { Tabs } from 'radix-ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useTrends } from '../api/get-trends';
import { useTrendListState } from '../hooks/use-trend-list-state';
import {
  TREND_TABS,
  TREND_TAB_LABELS,
  filterTrends,
  groupTrends,
  hasTrendFilters,
  trendTabCounts,
  type TrendTab,
} from '../utils/trend-list';
import { TRENDS_ERROR_TEXT, TRENDS_ERROR_TITLE } from '../utils/trends-toasts';
import { TrendCard } from './trend-card';
import { TrendFiltersBar } from './trend-filters-bar';
import './trends.css';

/** /exploration (docs/product.md "Trends"): search, source filter, type tabs with counts, grids grouped by type. */
export function TrendsExplorer() {
  const trends = useTrends();
  const [state, update] = useTrendListState();
  // The box keeps its own text: the address follows it, but a router update lands in a transition, and a controlled
  // input fed from it would lose keystrokes.
  const [searchText, setSearchText] = useState(state.search);
  const isAdmin = useAuthUser()?.role === 'ADMIN';
  // 'New' is judged against the time the page opened, so a card does not change under the reader.
  const [now] = useState(() => Date.now());
  // Typing stays responsive; the grids follow a moment later.
  const search = useDeferredValue(searchText);

  const filtered = useMemo(() => filterTrends(trends.data ?? [], { search, source: state.source }), [trends.data, search, state.source]);
  const counts = trendTabCounts(filtered);
  const filtering = hasTrendFilters({ search: searchText, source: state.source }, state.tab);
  const setSearch = (value: string) => {
    setSearchText(value);
    update({ search: value });
  };
  const clearFilters = () => {
    setSearchText('');
    update({ search: '', source: 'all', tab: 'all' });
  };

  return (
    <section className="page container trends-page" aria-labelledby="trends-title">
      <header className="trends-page__header">
        <h1 id="trends-title" className="page__title">
          Trending Opportunities
        </h1>
        <p className="page__lead">Problems worth solving and requests for ideas, each with startup ideas that answer it.</p>
      </header>

      {trends.isPending ? (
        <div className="trends-state">
          <Spinner size="large" label="Loading trends" />
        </div>
      ) : trends.isError ? (
        <div className="trends-state trends-state--error" role="alert">
          <h2 className="trends-state__title">{TRENDS_ERROR_TITLE}</h2>
          <p className="trends-state__text">{TRENDS_ERROR_TEXT}</p>
          <button type="button" className="button button--secondary" onClick={() => void trends.refetch()} disabled={trends.isFetching}>
            {trends.isFetching ? 'Retrying...' : 'Try again'}
          </button>
        </div>
      ) : (
        <>
          <TrendFiltersBar
            search={searchText}
            source={state.source}
            onSearchChange={setSearch}
            onSourceChange={(value) => update({ source: value })}
          />
          <Tabs.Root value={state.tab} onValueChange={(value) => update({ tab: value as TrendTab })} className="trends-tabs">
            <Tabs.List className="trends-tabs__list" aria-label="Trend types">
              {TREND_TABS.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className="trends-tabs__tab">
                  {TREND_TAB_LABELS[tab]}
                  <span className="trends-tabs__count">{counts[tab]}</span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {TREND_TABS.map((tab) => (
              <Tabs.Content key={tab} value={tab} className="trends-tabs__panel">
                <TrendGroups trends={filtered} tab={tab} now={now} isAdmin={isAdmin} filtering={filtering} onClear={clearFilters} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </>
      )}
    </section>
  );
}

interface TrendGroupsProps {
  trends: readonly TrendView[];
  tab: TrendTab;
  now: number;
  isAdmin: boolean;
  filtering: boolean;
  onClear: () => void;
}

function TrendGroups({ trends, tab, now, isAdmin, filtering, onClear }: TrendGroupsProps) {
  const groups = groupTrends(trends, tab);
  if (groups.length === 0) {
    return (
      <div className="trends-state trends-empty">
        <h2 className="trends-state__title">No trends found</h2>
        <p className="trends-state__text">
          {filtering ? 'No trends match your search and filters.' : 'There are no trends here yet. Check back soon.'}
        </p>
        {filtering && (
          <button type="button" className="button button--secondary" onClick={onClear}>
            Clear all filters
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="trends-groups">
      {groups.map((group) => (
        <section key={group.type} className="trends-group" aria-labelledby={`trends-group-${group.type}`}>
          <h2 id={`trends-group-${group.type}`} className="trends-group__title">
            {group.heading}
            <span className="trends-group__count">{group.trends.length}</span>
          </h2>
          <div className="trends-grid">
            {group.trends.map((trend) => (
              <TrendCard key={trend.id} trend={trend} now={now} isAdmin={isAdmin} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
