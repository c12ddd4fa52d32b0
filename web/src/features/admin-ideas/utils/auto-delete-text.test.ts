import { AUTO_DELETE_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import { describe, expect, it } from 'vitest';
import { countdownState } from '../../../lib/countdown/countdown';
import { autoDeleteText } from './auto-delete-text';

// docs/product.md "Admin: Ideas": '- Xh Ym Remains' for 48 hours from the start; 'Expired' at zero; 'Archived' once
// archived.

const start = '2025-03-01T12:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(start) + ms);
const flagged = { autoDeleted: true, autoDeleteActivatedAt: start, archived: false };
const MINUTE = 60_000;

describe('autoDeleteText', () => {
  it('counts down in whole hours and minutes', () => {
    expect(autoDeleteText(countdownState(flagged, at(0)))).toBe('- 48h 0m Remains');
    expect(autoDeleteText(countdownState(flagged, at(MINUTE + 1)))).toBe('- 47h 58m Remains');
    expect(autoDeleteText(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS - 90 * MINUTE)))).toBe('- 1h 30m Remains');
  });

  it("says 'Expired' at zero, 'Archived' once archived, and nothing when not flagged", () => {
    expect(autoDeleteText(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS)))).toBe('Expired');
    expect(autoDeleteText(countdownState({ ...flagged, archived: true }, at(AUTO_DELETE_WINDOW_MS)))).toBe('Archived');
    expect(autoDeleteText(countdownState({ ...flagged, autoDeleted: false, autoDeleteActivatedAt: null }, at(0)))).toBeNull();
  });
});
