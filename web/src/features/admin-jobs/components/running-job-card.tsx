import type { JobView } from '@app/domain/jobs/job-view';
import { useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { createClock } from '../../../lib/countdown/countdown-clock';
import { useCancelJob } from '../api/cancel-job';
import { elapsedSince, failureSubject, percentDone, visibleFailures } from '../utils/job-progress';

// One clock for every running job on the page: the elapsed times move together, with one interval.
const elapsedClock = createClock(1_000);
const useNow = () => useSyncExternalStore(elapsedClock.subscribe, elapsedClock.now, elapsedClock.now);

/** A running job: its label, items done of total as a bar, failures with their reasons, time elapsed, and Cancel. */
export function RunningJobCard({ job }: { job: JobView }) {
  const now = useNow();
  const cancel = useCancelJob();
  const [confirming, setConfirming] = useState(false);
  const percent = percentDone(job);
  const { shown, more } = visibleFailures(job.failures);

  return (
    <li className="job-progress">
      <div className="job-progress__header">
        <span className="job-progress__label">{job.label}</span>
        <span className="job-progress__actions">
          <span className="job-progress__elapsed" title="Elapsed time">
            {elapsedSince(job.createdAt, now)}
          </span>
          <button type="button" className="button button--danger-ghost button--small" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            Cancel
          </button>
        </span>
      </div>
      <div
        className="job-progress__bar"
        role="progressbar"
        aria-label={`${job.label}: progress`}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={`${job.done} of ${job.total} done`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="job-progress__figures">
        <span>
          {job.done} / {job.total} done
        </span>
        {job.failed === 0 ? (
          <span>No failures</span>
        ) : (
          <details className="job-progress__failures">
            <summary>{job.failed} failed</summary>
            <ul>
              {shown.map((failure) => (
                <li key={failure.itemKey}>
                  <strong>{failureSubject(failure)}</strong>: {failure.reason}
                </li>
              ))}
              {more > 0 && <li className="job-progress__more">and {more} more</li>}
            </ul>
          </details>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel Job"
        description={`Stop "${job.label}"? Items not started are dropped; those already running still finish.`}
        confirmLabel="Cancel Job"
        cancelLabel="Keep Running"
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(job.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
