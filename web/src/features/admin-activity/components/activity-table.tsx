import type { ActivityEntry } from '@app/domain/history/history-view';
import '../../../components/ui/data-table.css';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../../../lib/relative-time';
import { ACTIVITY_KIND_LABELS, actorFilterOf, entityIdLabel } from '../utils/activity';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

interface ActivityTableProps {
  entries: readonly ActivityEntry[];
  /** The page's minute clock (ms since the epoch), so every relative time moves on together. */
  now: number;
  /** Shows only the changes of this actor (the actor filter's text). */
  onActor: (actor: string) => void;
}

/** When, what (the summary over the event's type), who, and on which entity; newest first. On a phone each change is a card. */
export function ActivityTable({ entries, now, onActor }: ActivityTableProps) {
  return (
    <DataTableWrap label="Changes table">
      <table className="data-table data-table--stacked activity-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Change</th>
            <th scope="col">Actor</th>
            <th scope="col">Entity</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const when = formatDateTime(entry.at);
            const entityId = entityIdLabel(entry);
            const actor = actorFilterOf(entry.actor);
            return (
              <tr key={entry.eventId} data-event-id={entry.eventId}>
                <td data-label="When">
                  <span className="activity-table__when">
                    <time dateTime={entry.at} title={when}>
                      {timeAgo(entry.at, now)}
                    </time>
                    <span className="activity-table__absolute">{when}</span>
                  </span>
                </td>
                <td data-label="Change">
                  <span className="activity-table__change">
                    <span className="activity-table__summary">{entry.summary}</span>
                    <code className="activity-table__type">{entry.type}</code>
                  </span>
                </td>
                <td data-label="Actor">
                  <button
                    type="button"
                    className="link-button activity-table__actor"
                    data-kind={entry.actor.kind}
                    title={`Show only changes by ${entry.actor.label}`}
                    onClick={() => onActor(actor)}
                  >
                    {entry.actor.label}
                  </button>
                </td>
                <td data-label="Entity">
                  <span className="activity-table__entity">
                    <span className="activity-kind">{ACTIVITY_KIND_LABELS[entry.kind]}</span>
                    {entityId !== null && (
                      <span className="activity-table__entity-id" title={entityId}>
                        {entityId}
                      </span>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </DataTableWrap>
  );
}
