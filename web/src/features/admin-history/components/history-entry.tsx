import { AS_OF_KINDS, type AsOfKind, type HistoryEntry, type HistoryKind } from '@app/domain/history/history-view';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../../../lib/relative-time';
import { AsOfPanel } from './as-of-panel';
import { FieldChanges } from './field-changes';

const hasAsOf = (kind: HistoryKind): kind is AsOfKind => (AS_OF_KINDS as readonly string[]).includes(kind);

interface HistoryEntryItemProps {
  kind: HistoryKind;
  id: string;
  entry: HistoryEntry;
  /** The page's minute clock (ms since the epoch), so every relative time moves on together. */
  now: number;
  onRestored?: () => void;
}

/** One entry of the timeline: what happened, who did it and when, the fields it changed, and the entity as it was. */
export function HistoryEntryItem({ kind, id, entry, now, onRestored }: HistoryEntryItemProps) {
  const [viewing, setViewing] = useState(false);
  const when = formatDateTime(entry.at);
  return (
    <li className="history-entry" data-event-id={entry.eventId}>
      <p className="history-entry__summary">{entry.summary}</p>
      <p className="history-entry__meta">
        <span className="history-entry__actor" data-kind={entry.actor.kind}>
          {entry.actor.label}
        </span>
        <span className="history-entry__when">
          <time dateTime={entry.at} title={when}>
            {timeAgo(entry.at, now)}
          </time>
          <span className="history-entry__absolute">{when}</span>
        </span>
        <code className="history-entry__type">{entry.type}</code>
      </p>
      {entry.changes.length > 0 && <FieldChanges changes={entry.changes} />}
      {hasAsOf(kind) &&
        (viewing ? (
          <AsOfPanel kind={kind} id={id} at={entry.at} onClose={() => setViewing(false)} onRestored={onRestored} />
        ) : (
          <button type="button" className="button button--secondary button--small history-entry__as-of" onClick={() => setViewing(true)}>
            View as of this point
          </button>
        ))}
    </li>
  );
}
