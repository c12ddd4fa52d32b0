import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Spinner } from './spinner';
import './data-card.css';

/** The parts of a TanStack query the card reads. */
interface ListQuery<Item> {
  data: Item[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

interface DataCardProps<Item> {
  title: string;
  query: ListQuery<Item>;
  /** The count's noun, singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
  /** How many items there are in all, when the list holds only the first ones (a paged list); else its length. */
  total?: number | undefined;
  /** What the spinner says to a screen reader. */
  loadingLabel: string;
  emptyText: string;
  failedText: string;
  /** Called once for each failure (a toast, a redirect to sign in), however often the card renders. */
  onFailure?: (error: unknown) => void;
  /** The loaded list, when it has at least one item. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A card holding one list loaded from the server: its title and count, then a spinner while it loads, the list, the
 * empty text, or the failure with a retry.
 */
export function DataCard<Item>({ title, query, noun, total, loadingLabel, emptyText, failedText, onFailure, children }: DataCardProps<Item>) {
  const titleId = useId();
  const announced = useRef(0);
  useEffect(() => {
    if (!query.isError || announced.current === query.errorUpdatedAt) return;
    announced.current = query.errorUpdatedAt;
    onFailure?.(query.error);
  }, [query.isError, query.error, query.errorUpdatedAt, onFailure]);

  const count = query.data === undefined ? undefined : (total ?? query.data.length);
  return (
    <section className="card data-card" aria-labelledby={titleId} aria-busy={query.isFetching}>
      <div className="data-card__header">
        <h2 id={titleId} className="card__title">
          {title}
        </h2>
        {count !== undefined && (
          <span className="data-card__count">
            {count} {count === 1 ? noun[0] : noun[1]}
          </span>
        )}
      </div>
      {query.isPending ? (
        <div className="data-card__state">
          <Spinner size="large" label={loadingLabel} />
        </div>
      ) : query.data ? (
        query.data.length > 0 ? (
          children(query.data)
        ) : (
          <p className="data-card__state">{emptyText}</p>
        )
      ) : (
        <div className="data-card__state" role="alert">
          <p>{failedText}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
