import { useId } from 'react';
import { useRunningJobs } from '../api/get-running-jobs';
import { useStartedJobs } from '../stores/started-jobs-store';
import { JobOutcomeWatcher } from './job-outcome-watcher';
import { RunningJobCard } from './running-job-card';
import './admin-jobs.css';

/**
 * The running jobs above the Ideas table (every admin's, read every second while any runs), and the watchers that
 * announce the end of the jobs this tab started. Nothing shows while nothing runs.
 */
export function RunningJobs() {
  const running = useRunningJobs();
  const started = useStartedJobs();
  const titleId = useId();
  const jobs = running.data ?? [];

  return (
    <>
      {started.map((jobId) => (
        <JobOutcomeWatcher key={jobId} jobId={jobId} />
      ))}
      {jobs.length > 0 && (
        <section className="card jobs-running" aria-labelledby={titleId}>
          <h2 id={titleId} className="card__title">
            Running jobs
          </h2>
          <ul className="jobs-running__list">
            {jobs.map((job) => (
              <RunningJobCard key={job.id} job={job} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
