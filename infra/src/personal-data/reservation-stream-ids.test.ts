import { describe, expect, it } from 'vitest';
import { emailReservationStreamId, usernameReservationStreamId } from './reservation-stream-ids';

describe('reservation stream ids', () => {
  it('are named after the sha256 of the trimmed, lower-cased value', () => {
    expect(emailReservationStreamId('ada@example.com')).toBe('email-b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72');
    expect(usernameReservationStreamId('ada lovelace')).toBe('username-177f85df57ad121d5aaac8076a4a0554a673182fe06cf65ee7d9f7d0961f947d');
  });

  it('ignore case and surrounding spaces, so one value has one reservation', () => {
    expect(emailReservationStreamId(' Ada@Example.COM ')).toBe(emailReservationStreamId('ada@example.com'));
    expect(usernameReservationStreamId('Ada Lovelace')).toBe(usernameReservationStreamId('ada lovelace'));
  });

  it('keep different values and the two kinds apart', () => {
    expect(emailReservationStreamId('ada@example.com')).not.toBe(emailReservationStreamId('ada@example.org'));
    expect(usernameReservationStreamId('ada_lovelace')).not.toBe(usernameReservationStreamId('ada lovelace'));
    expect(usernameReservationStreamId('x').slice('username-'.length)).toBe(emailReservationStreamId('x').slice('email-'.length));
  });
});
