import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';

/**
 * The admin job tests' two platforms on one database: one whose workers run the jobs, and one with no workers and
 * little patience, whose jobs are answered 202 and stay running (or whose items a test runs itself).
 */
export function openAdminJobKits(): Promise<[CatalogCommandKit, CatalogCommandKit]> {
  return Promise.all([openCatalogCommandKit(), openCatalogCommandKit({ JOB_CONCURRENCY: '0' }, { jobPatienceMs: 300 })]);
}
