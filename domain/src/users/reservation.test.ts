import { describe, it } from 'vitest';
import type { ReservationCommand } from './reservation';
import { emailReservation, usernameReservation } from './reservation';
import { Conflict } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const reserve = (userId: string): ReservationCommand => ({ type: 'Reserve', data: { userId }, metadata: { actor: null, now } });
const release = (userId: string): ReservationCommand => ({ type: 'Release', data: { userId }, metadata: { actor: null, now } });

describe('email reservation', () => {
  const given = deciderSpec(emailReservation);
  const reserved = (userId: string) => ({ type: 'EmailReserved' as const, data: { userId, at } });
  const released = (userId: string) => ({ type: 'EmailReleased' as const, data: { userId, at } });

  it('reserves a free email', () => {
    given([]).when(reserve('u1')).then([reserved('u1')]);
  });

  it('records nothing when the holder reserves again', () => {
    given([reserved('u1')]).when(reserve('u1')).then([]);
  });

  it('refuses an email held by someone else', () => {
    given([reserved('u1')]).when(reserve('u2')).thenThrows(Conflict, 'Email already registered');
  });

  it('frees the email when the holder releases it, so someone else can take it', () => {
    given([reserved('u1')]).when(release('u1')).then([released('u1')]);
    given([reserved('u1'), released('u1')]).when(reserve('u2')).then([reserved('u2')]);
  });

  it('ignores a release by anyone but the holder', () => {
    given([]).when(release('u1')).then([]);
    given([reserved('u1'), released('u1'), reserved('u2')]).when(release('u1')).then([]);
  });
});

describe('username reservation', () => {
  const given = deciderSpec(usernameReservation);

  it('has its own event names and message', () => {
    given([]).when(reserve('u1')).then([{ type: 'UsernameReserved', data: { userId: 'u1', at } }]);
    given([{ type: 'UsernameReserved', data: { userId: 'u1', at } }]).when(reserve('u2')).thenThrows(Conflict, 'Username already taken');
    given([{ type: 'UsernameReserved', data: { userId: 'u1', at } }]).when(release('u1')).then([{ type: 'UsernameReleased', data: { userId: 'u1', at } }]);
  });
});
