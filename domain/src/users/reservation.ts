// Uniqueness across streams (docs/architecture.md "Streams and events"): one tiny stream per email and per username,
// named after a hash of the lower-cased value (`email-<sha256>`, `username-<sha256>`), whose holder is the user who
// reserved it. Hashing needs node:crypto, so the stream id is computed in infra; these streams hold only user ids, no
// personal data.
import type { Command, Decider, DomainEvent } from '../shared/decider';
import { Conflict } from '../shared/errors';

export type ReservationKind = 'Email' | 'Username';

export type Reserve = Command<'Reserve', { userId: string }>;
export type Release = Command<'Release', { userId: string }>;
export type ReservationCommand = Reserve | Release;

export type Reserved<K extends ReservationKind> = DomainEvent<`${K}Reserved`, { userId: string; at: string }>;
export type Released<K extends ReservationKind> = DomainEvent<`${K}Released`, { userId: string; at: string }>;
export type ReservationEvent<K extends ReservationKind> = Reserved<K> | Released<K>;

export interface ReservationState {
  /** The user holding the value, or null when it is free (never reserved, or released). */
  holder: string | null;
  /** When the value was last reserved or released (ISO-8601); null when never. */
  since: string | null;
}

function reservationDecider<K extends ReservationKind>(
  kind: K,
  takenMessage: string,
): Decider<ReservationState, ReservationCommand, ReservationEvent<K>> {
  const reserved = `${kind}Reserved` as const;
  const released = `${kind}Released` as const;
  return {
    initialState: () => ({ holder: null, since: null }),
    evolve: (_state, event) => ({ holder: event.type === reserved ? event.data.userId : null, since: event.data.at }),
    decide(command, state) {
      const { userId } = command.data;
      const at = command.metadata.now.toISOString();
      switch (command.type) {
        case 'Reserve':
          if (state.holder === userId) return [];
          if (state.holder !== null) throw new Conflict(takenMessage);
          return [{ type: reserved, data: { userId, at } }];
        case 'Release':
          // Only the holder releases; anyone else's release is a late repeat after someone new took the value.
          if (state.holder !== userId) return [];
          return [{ type: released, data: { userId, at } }];
      }
    },
  };
}

// Ours: the spec has no duplicate-account messages.
export const EMAIL_TAKEN = 'Email already registered';
export const USERNAME_TAKEN = 'Username already taken';

export const emailReservation = reservationDecider('Email', EMAIL_TAKEN);
export const usernameReservation = reservationDecider('Username', USERNAME_TAKEN);
