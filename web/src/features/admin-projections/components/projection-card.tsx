import { useId } from 'react';
import { formatCount } from '../../../lib/number-format';
import { formatDateTime } from '../../../lib/format-date';
import { heartbeatAge, runnerGone, type Projection } from '../utils/projections';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { RebuildButton } from './rebuild-button';

interface ProjectionCardProps {
  projection: Projection;
  /** The section's second clock (ms since the epoch), for the heartbeats' age. */
  now: number;
}

/** One projection: its name and Rebuild, then each generation (a rebuild's building one above the one serving). */
export function ProjectionCard({ projection, now }: ProjectionCardProps) {
  const titleId = useId();
  return (
    <li>
      <article className="projection" aria-labelledby={titleId} data-building={projection.building ? '' : undefined}>
        <header className="projection__header">
          <h3 id={titleId} className="projection__name">
            {projection.name}
          </h3>
          <RebuildButton projection={projection} />
        </header>
        <ol className="projection__generations">
          {projection.generations.map((generation) => (
            <GenerationRow key={`${generation.version}-${generation.generation}`} generation={generation} now={now} />
          ))}
        </ol>
      </article>
    </li>
  );
}

function GenerationRow({ generation, now }: { generation: ProjectionStatus; now: number }) {
  const label = `${generation.name} v${generation.version} generation ${generation.generation}`;
  const gone = runnerGone(generation.heartbeatAt, now);
  const bar = buildingBar(generation);
  return (
    <li className="generation" aria-label={label} data-status={generation.status}>
      <div className="generation__title">
        <span className="generation__name">
          Generation {generation.generation} <span className="generation__version">v{generation.version}</span>
        </span>
        <span className="generation-status" data-status={generation.status}>
          {generation.status}
        </span>
      </div>
      {bar && (
        <div className="generation__progress">
          <div className="generation__bar" role="progressbar" aria-label={`${label} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={bar.percent}>
            <span style={{ width: `${bar.percent}%` }} />
          </div>
          <span className="generation__percent">{bar.text}</span>
        </div>
      )}
      <dl className="generation__figures">
        <Figure term="Position" value={generation.position ?? '—'} />
        <Figure term="Lag" value={`${formatCount(generation.lag)} ${generation.lag === 1 ? 'event' : 'events'}`} />
        <Figure term="Events applied" value={formatCount(generation.eventsApplied)} />
        <Figure term="Runner" value={generation.runner ?? 'none'} wide />
        <div className="generation__figure" data-warning={gone ? '' : undefined}>
          <dt>Heartbeat</dt>
          <dd title={generation.heartbeatAt === null ? undefined : formatDateTime(generation.heartbeatAt)}>
            {heartbeatAge(generation.heartbeatAt, now)}
            {gone && ' (no live runner)'}
          </dd>
        </div>
      </dl>
      {generation.error && (
        <div className="generation__error">
          <p>
            <strong>Failing since {formatDateTime(generation.error.since)}:</strong> {generation.error.message}
          </p>
          {generation.error.event && (
            <p>
              Stuck on <code>{generation.error.event.type}</code> at <code>{generation.error.event.position}</code> in{' '}
              <code>{generation.error.event.streamId}</code>. Fix and rebuild, or skip it:{' '}
              <code>
                npm run projections:skip {generation.name} {generation.error.event.position} &lt;reason&gt;
              </code>
            </p>
          )}
        </div>
      )}
    </li>
  );
}

function Figure({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className="generation__figure" data-wide={wide ? '' : undefined}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A building generation's bar: the share of the store's history it has processed, then, once it has caught up, the
 * share of its deferred indexes built (the events' bar would stand full for as long as they take).
 */
function buildingBar(generation: ProjectionStatus): { percent: number; text: string } | undefined {
  if (generation.status !== 'building' || generation.progress === null) return undefined;
  const { indexing } = generation;
  if (!indexing) return { percent: generation.progress, text: `${generation.progress}%` };
  const percent = indexing.total === 0 ? 100 : Math.floor((indexing.built / indexing.total) * 1000) / 10;
  return { percent, text: `building indexes ${indexing.built} of ${indexing.total}` };
}
