import type { HistoryKind } from '@app/domain/history/history-view';
import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { serverMessage } from '../../../lib/api-client';
import { useCountdownClock } from '../../../lib/countdown/use-countdown';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useHistory } from '../api/get-history';
import { historyKindOfSource } from '../utils/history-values';
import { HistoryEntryItem } from './history-entry';
import './admin-history.css';

export const HISTORY_FAILED = 'Failed to load history';
export const NO_HISTORY = 'No history yet';

interface EntityHistoryProps {
  kind: HistoryKind;
  id: string;
  /** After a restore from this history, for the caller's own copies of the idea. */
  onRestored?: () => void;
}

/** An entity's history, newest first, a page at a time ('Load more'). */
export function EntityHistory({ kind, id, onRestored }: EntityHistoryProps) {
  const history = useHistory(kind, id);
  const list = useRef<HTMLOListElement>(null);
  const now = useCountdownClock();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  useEffect(() => {
    if (history.isError) redirectIfSessionExpired(history.error);
  }, [history.isError, history.error, redirectIfSessionExpired]);

  if (history.isPending) {
    return (
      <div className="history-state">
        <Spinner label="Loading history" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className="history-state" role="alert">
        <p>{serverMessage(history.error) ?? HISTORY_FAILED}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  // The history is read again before a restore reports success, so its entry is already the first one: show it.
  const restored = () => {
    list.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    onRestored?.();
  };
  if (entries.length === 0) return <p className="history-state">{NO_HISTORY}</p>;
  return (
    <div className="history" aria-busy={history.isFetching}>
      <ol ref={list} className="history__entries" aria-label="History">
        {entries.map((entry) => (
          <HistoryEntryItem key={entry.eventId} kind={kind} id={id} entry={entry} now={now} onRestored={restored} />
        ))}
      </ol>
      {history.hasNextPage && (
        <button type="button" className="button button--secondary history__more" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}

/** An idea's history, platform or member's: each is its own kind of history. */
export function IdeaHistory({ source, id, onRestored }: { source: IdeaSource; id: number; onRestored?: () => void }) {
  return <EntityHistory kind={historyKindOfSource(source)} id={String(id)} onRestored={onRestored} />;
}
