// `npm run projections:skip <name> <position> <reason...>`: tells the projection to pass over the event it is stuck
// on (the position GET /api/admin/projections and /api/health show), in this build and every later one, and appends
// a ProjectionEventSkipped audit event naming who, why, the event and its error (runtime/README.md).
import os from 'node:os';
import { projectionStreamId } from '@app/domain/projections/projection-events';
import { parsePosition } from '@app/infra/event-store/position';
import { runCli, withCliInfrastructure } from './cli';
import { projections } from './projections';
import { migrateRegistry, type RegistryDatabase } from './runtime/registry';
import { skipStuckEvent, SkipRefused } from './runtime/skip-event';

const USAGE = 'usage: npm run projections:skip <name> <position> <reason...>';

async function main([name, positionText, ...reasonWords]: string[]): Promise<void> {
  const position = parsePosition(positionText);
  const reason = reasonWords.join(' ').trim();
  if (name === undefined || !position || reason === '') throw new SkipRefused(USAGE);
  if (!projections.some((projection) => projection.name === name)) {
    throw new SkipRefused(`unknown projection "${name}" (known: ${projections.map((projection) => projection.name).join(', ')})`);
  }
  const skippedBy = `${os.userInfo().username}@${os.hostname()}`;
  await withCliInfrastructure(async ({ db, eventStore }) => {
    await migrateRegistry(db);
    const skipped = await skipStuckEvent(db.withTables<RegistryDatabase>(), eventStore, { name, position, reason, skippedBy, now: new Date() });
    console.log(
      `projections:skip: ${name} passes over ${skipped.type} ${skipped.id} (stream ${skipped.streamId}) at ${positionText}, ` +
        `from its next retry and in every rebuild; audit event ${skipped.auditEventId} on ${projectionStreamId(name)}`,
    );
  });
}

runCli('projections:skip', () => main(process.argv.slice(2)));
