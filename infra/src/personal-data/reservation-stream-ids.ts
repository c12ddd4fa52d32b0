// Stream ids of the email and username reservations (domain/src/users/reservation.ts). The value is trimmed and
// lower-cased, so uniqueness ignores case, and hashed, so the stream id does not show the personal data it stands
// for. A hash can still be confirmed by someone who already knows the value; the streams hold only user ids.
import { createHash } from 'node:crypto';

function reservationStreamId(kind: 'email' | 'username', value: string): string {
  return `${kind}-${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;
}

export function emailReservationStreamId(email: string): string {
  return reservationStreamId('email', email);
}

export function usernameReservationStreamId(username: string): string {
  return reservationStreamId('username', username);
}
