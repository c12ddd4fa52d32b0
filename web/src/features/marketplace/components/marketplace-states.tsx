import { MarketplaceIcon } from './marketplace-icons';

// The marketplace's screens other than the grid: the failure of docs/product.md "Marketplace and idea detail" and the
// empty result.

export const LOAD_ERROR_TITLE = 'Error Loading Ideas';
export const LOAD_ERROR_MESSAGE = 'There was a problem loading the ideas platform. Please try again later.';

export function MarketplaceError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="marketplace-state marketplace-state--error" role="alert">
      <h2 className="marketplace-state__title">{LOAD_ERROR_TITLE}</h2>
      <p className="marketplace-state__text">{LOAD_ERROR_MESSAGE}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A later page failed: what is loaded stays, with this below it. */
export function MarketplaceNextPageError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="marketplace-more-error" role="alert">
      <p>
        <strong>{LOAD_ERROR_TITLE}</strong> {LOAD_ERROR_MESSAGE}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function MarketplaceEmpty({ canClear, onClear }: { canClear: boolean; onClear: () => void }) {
  return (
    <div className="marketplace-state" role="status">
      <span className="marketplace-state__icon">
        <MarketplaceIcon name="search" size={28} />
      </span>
      <h2 className="marketplace-state__title">No ideas found</h2>
      <p className="marketplace-state__text">
        {canClear ? 'No idea matches your search and filters. Try other words or fewer filters.' : 'There are no ideas to show yet.'}
      </p>
      {canClear && (
        <button type="button" className="button button--primary" onClick={onClear}>
          Clear all filters
        </button>
      )}
    </div>
  );
}
