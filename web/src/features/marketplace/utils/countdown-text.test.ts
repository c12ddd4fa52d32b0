import { AUTO_DELETE_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import { describe, expect, it } from 'vitest';
import { countdownState } from '../../../lib/countdown/countdown';
import { countdownText, remainingText } from './countdown-text';

// docs/product.md "Marketplace and idea detail": 'To be deleted in Xh Ym left', refreshed every minute; 'Expired' at
// zero; 'Archived' afterwards.

const activated = '2025-03-01T12:00:00.000Z';
const at = (msAfterActivation: number) => new Date(Date.parse(activated) + msAfterActivation);
const flagged = { autoDeleted: true, autoDeleteActivatedAt: activated, archived: false };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the marketplace countdown text', () => {
  it('shows nothing for an idea not flagged for auto-delete', () => {
    expect(countdownText(countdownState({ autoDeleted: false, autoDeleteActivatedAt: null, archived: false }, at(0)))).toBeNull();
  });

  it('counts down 48 hours from the moment the flag was set', () => {
    expect(countdownText(countdownState(flagged, at(0)))).toBe('To be deleted in 48h 0m left');
    expect(countdownText(countdownState(flagged, at(30_000)))).toBe('To be deleted in 47h 59m left');
    expect(countdownText(countdownState(flagged, at(25 * HOUR + 15 * MINUTE)))).toBe('To be deleted in 22h 45m left');
  });

  it("says 'Expired' at zero and 'Archived' once archived", () => {
    expect(countdownText(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS + 5 * HOUR)))).toBe('Expired');
    expect(countdownText(countdownState({ ...flagged, archived: true }, at(AUTO_DELETE_WINDOW_MS)))).toBe('Archived');
  });

  it('rounds hours and minutes down', () => {
    expect(remainingText(HOUR + 59 * MINUTE + 59_999)).toBe('To be deleted in 1h 59m left');
    expect(remainingText(1)).toBe('To be deleted in 0h 0m left');
  });
});
