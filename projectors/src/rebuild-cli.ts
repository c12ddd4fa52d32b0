// `npm run projections:rebuild [name]`: builds the named projection (default: every one) afresh from position zero
// into new tables while the current generation keeps serving, then switches readers over atomically
// (docs/architecture.md "Projections and read models"). Events an operator skipped (`projections:skip`) are passed over
// in the rebuild too.
import { runCli, withCliInfrastructure } from './cli';
import { projections } from './projections';
import { createProjectorRuntime } from './runtime/projector-runtime';
import type { RegistryDatabase } from './runtime/registry';
import { consoleLog } from './runtime/runtime-log';
import { getProjectionStatuses } from './runtime/status';

const PROGRESS_EVERY_MS = 2000;

async function main(name: string | undefined): Promise<void> {
  if (name === undefined && projections.length === 0) {
    console.log('projections:rebuild: no projections are defined; nothing to rebuild');
    return;
  }
  await withCliInfrastructure(async (infrastructure) => {
    const { pool, eventStore, bus } = infrastructure;
    const runtime = createProjectorRuntime({ pool, eventStore, bus, projections, log: consoleLog });
    process.once('SIGINT', () => {
      console.log('projections:rebuild: interrupted; a running projector process of this version carries the build on');
      void runtime.stop();
    });
    const printProgress = async () => {
      const statuses = await getProjectionStatuses(infrastructure.db.withTables<RegistryDatabase>(), eventStore);
      for (const status of statuses) {
        if (status.status !== 'building' || (name !== undefined && status.name !== name)) continue;
        const applied = status.eventsApplied.toLocaleString('en');
        const stuck = status.error?.event ? `; stuck on ${status.error.event.type} at ${status.error.event.position}: ${status.error.message}` : '';
        console.log(`${status.name} v${status.version} (generation ${status.generation}): ${status.progress}%, ${applied} events applied, lag ${status.lag.toLocaleString('en')}${stuck}`);
      }
    };
    const progress = setInterval(() => void printProgress().catch(() => undefined), PROGRESS_EVERY_MS);
    try {
      await runtime.rebuild(name);
      console.log(`projections:rebuild: done; readers now see the new ${name ?? 'projections'}`);
    } finally {
      clearInterval(progress);
      await runtime.stop();
    }
  });
}

runCli('projections:rebuild', () => main(process.argv[2]));
