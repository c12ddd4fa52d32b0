// Waits until one of the product's projections is active and at the head of the store, as the read benchmarks need
// before they measure: the read model they query must hold everything that was loaded.
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import type { Platform } from '@app/scripts/platform';
import { shouldStop } from './bench-main';

/** Answers the time it took; throws when the projection fails or is not there within `timeLimitMs`. */
export async function waitForProjection(platform: Platform, name: string, signal: AbortSignal, timeLimitMs: number): Promise<number> {
  const started = performance.now();
  const deadline = started + timeLimitMs;
  let reported = started;
  while (!shouldStop(signal, deadline)) {
    const status = (await getProjectionStatuses(platform.infra.db.withTables<RegistryDatabase>(), platform.infra.eventStore)).find((entry) => entry.name === name);
    if (status?.status === 'active' && status.lag === 0) return performance.now() - started;
    if (status?.error) throw new Error(`the ${name} projection is failing: ${status.error.message}`);
    if (performance.now() - reported > 5000) {
      reported = performance.now();
      console.log(`  ${name}: ${status ? `${status.status}, ${status.eventsApplied} events applied, lag ${status.lag}` : 'not registered yet'}...`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ${name} projection did not catch up within ${timeLimitMs / 1000} s`);
}
