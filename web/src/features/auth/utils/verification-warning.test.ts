import { describe, expect, it } from 'vitest';
import type { ActiveToast } from '../../../components/ui/toast/toast-store';
import { warningStep } from './verification-warning';

const toastOf = (id: number, open = true): ActiveToast => ({ id, open, title: 'a toast' });
const fresh = { shownId: null, dismissed: false };

describe('warningStep', () => {
  it('shows the warning when nothing else is on screen', () => {
    expect(warningStep(true, null, fresh)).toBe('show');
    expect(warningStep(true, toastOf(3, false), fresh)).toBe('show');
  });

  it("waits while another toast is on screen (say, 'Registration successful')", () => {
    expect(warningStep(true, toastOf(3), fresh)).toBe('none');
  });

  it('comes back once a toast that replaced it has gone', () => {
    const shown = { shownId: 1, dismissed: false };
    expect(warningStep(true, toastOf(1), shown)).toBe('none');
    expect(warningStep(true, toastOf(2), shown)).toBe('none');
    expect(warningStep(true, toastOf(2, false), shown)).toBe('show');
  });

  it('stays away once the user closed it', () => {
    expect(warningStep(true, toastOf(1, false), { shownId: 1, dismissed: false })).toBe('mark-dismissed');
    expect(warningStep(true, null, { shownId: 1, dismissed: true })).toBe('none');
  });

  it('goes away when the email is verified (or the user signs out)', () => {
    expect(warningStep(false, toastOf(1), { shownId: 1, dismissed: false })).toBe('hide');
    expect(warningStep(false, toastOf(2), { shownId: 1, dismissed: false })).toBe('none');
    expect(warningStep(false, null, fresh)).toBe('none');
  });
});
