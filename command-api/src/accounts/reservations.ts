// Email and username are unique across the store: each value has a reservation stream, claimed with `no_stream`
// the first time (docs/architecture.md "Streams and events"). A clash becomes a form error on the field, unless the
// reservation was abandoned: a sign-up that died between reserving and creating its user (kill -9, a lost host) left a
// holder who never became a user, and the next sign-up takes the value over.
import type { CommandMetadata } from '@app/domain/shared/decider';
import { Conflict, ValidationError } from '@app/domain/shared/errors';
import { emailReservation, usernameReservation, type ReservationCommand } from '@app/domain/users/reservation';
import { userStreamId } from '@app/domain/users/user-events';
import { StreamNotFound } from '@app/infra/event-store/errors';
import type { EventStore } from '@app/infra/event-store/event-store';
import { emailReservationStreamId, usernameReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import type { RunCommand } from '../commands/command-handler';
import { loadReservation } from '../reads/stream-states';

export type ReservedField = 'email' | 'username';

/** Far longer than a sign-up takes from reserving to creating its user; a holder still no user by then never will be. */
export const ABANDONED_AFTER_MS = 60_000;

function runReservation(run: RunCommand, field: ReservedField, value: string, type: ReservationCommand['type'], userId: string, metadata: CommandMetadata) {
  const command: ReservationCommand = { type, data: { userId }, metadata };
  return field === 'email'
    ? run(emailReservation, emailReservationStreamId(value), command)
    : run(usernameReservation, usernameReservationStreamId(value), command);
}

export async function reserve(run: RunCommand, eventStore: EventStore, field: ReservedField, value: string, userId: string, metadata: CommandMetadata): Promise<void> {
  try {
    await runReservation(run, field, value, 'Reserve', userId, metadata);
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    const holder = await abandonedHolder(eventStore, field, value, metadata.now);
    if (!holder) throw new ValidationError(error.message, { [field]: error.message });
    await release(run, field, value, holder, { actor: null, now: metadata.now });
    await reserve(run, eventStore, field, value, userId, metadata);
  }
}

/** The holder of a reservation abandoned by a sign-up that died: reserved long ago by someone who never became a user. */
async function abandonedHolder(eventStore: EventStore, field: ReservedField, value: string, now: Date): Promise<string | undefined> {
  const state = await loadReservation(eventStore, field, value);
  if (!state.holder || !state.since || now.getTime() - Date.parse(state.since) < ABANDONED_AFTER_MS) return undefined;
  try {
    await eventStore.readStream(userStreamId(state.holder), { limit: 1 });
    return undefined;
  } catch (error) {
    if (error instanceof StreamNotFound) return state.holder;
    throw error;
  }
}

export async function release(run: RunCommand, field: ReservedField, value: string, userId: string, metadata: CommandMetadata): Promise<void> {
  await runReservation(run, field, value, 'Release', userId, metadata);
}

/** Reserves every value for the user, or none of them: a later clash releases the earlier ones. */
export async function reserveAll(
  run: RunCommand,
  eventStore: EventStore,
  values: Partial<Record<ReservedField, string>>,
  userId: string,
  metadata: CommandMetadata,
): Promise<void> {
  const done: [ReservedField, string][] = [];
  try {
    for (const [field, value] of Object.entries(values) as [ReservedField, string][]) {
      await reserve(run, eventStore, field, value, userId, metadata);
      done.push([field, value]);
    }
  } catch (error) {
    for (const [field, value] of done) await release(run, field, value, userId, metadata);
    throw error;
  }
}

/** The user holding an email, if any. */
export async function holderOfEmail(eventStore: EventStore, email: string): Promise<string | undefined> {
  return (await loadReservation(eventStore, 'email', email)).holder ?? undefined;
}
