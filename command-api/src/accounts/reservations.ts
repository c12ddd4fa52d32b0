// Email and username are unique across the store: each value has a reservation stream, claimed with `no_stream`
// the first time (docs/architecture.md "Streams and events"). A clash becomes a form error on the field.
import type { CommandMetadata } from '@app/domain/shared/decider';
import { Conflict, ValidationError } from '@app/domain/shared/errors';
import { emailReservation, usernameReservation, type ReservationCommand } from '@app/domain/users/reservation';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { emailReservationStreamId, usernameReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import type { RunCommand } from '../commands/run-command';

export type ReservedField = 'email' | 'username';

function runReservation(run: RunCommand, field: ReservedField, value: string, type: ReservationCommand['type'], userId: string, metadata: CommandMetadata) {
  const command: ReservationCommand = { type, data: { userId }, metadata };
  return field === 'email'
    ? run(emailReservation, emailReservationStreamId(value), command)
    : run(usernameReservation, usernameReservationStreamId(value), command);
}

export async function reserve(run: RunCommand, field: ReservedField, value: string, userId: string, metadata: CommandMetadata): Promise<void> {
  try {
    await runReservation(run, field, value, 'Reserve', userId, metadata);
  } catch (error) {
    if (error instanceof Conflict) throw new ValidationError(error.message, { [field]: error.message });
    throw error;
  }
}

export async function release(run: RunCommand, field: ReservedField, value: string, userId: string, metadata: CommandMetadata): Promise<void> {
  await runReservation(run, field, value, 'Release', userId, metadata);
}

/** Reserves every value for the user, or none of them: a later clash releases the earlier ones. */
export async function reserveAll(run: RunCommand, values: Partial<Record<ReservedField, string>>, userId: string, metadata: CommandMetadata): Promise<void> {
  const done: [ReservedField, string][] = [];
  try {
    for (const [field, value] of Object.entries(values) as [ReservedField, string][]) {
      await reserve(run, field, value, userId, metadata);
      done.push([field, value]);
    }
  } catch (error) {
    for (const [field, value] of done) await release(run, field, value, userId, metadata);
    throw error;
  }
}

/** The user holding an email, if any. */
export async function holderOfEmail(eventStore: EventStore, email: string): Promise<string | undefined> {
  const { state } = await loadAggregate(eventStore, emailReservationStreamId(email), emailReservation);
  return state.holder ?? undefined;
}
