import { describe, expect, it } from 'vitest';
import { TOAST_DURATION, dismissToast, toast, toastStore } from './toast-store';

const current = () => toastStore.getState().current;

describe('toast()', () => {
  it('keeps one toast at a time: a new one replaces the current one', () => {
    const first = toast({ title: 'Login Successful' });
    const second = toast({ title: 'Idea saved to your workspace', duration: TOAST_DURATION.short });

    expect(second).not.toBe(first);
    expect(current()).toMatchObject({ id: second, title: 'Idea saved to your workspace', open: true });
  });

  it('closes only the toast it was asked to close', () => {
    const stale = toast({ title: 'one' });
    const shown = toast({ title: 'two' });

    dismissToast(stale);
    expect(current()).toMatchObject({ id: shown, open: true });

    dismissToast(shown);
    expect(current()).toMatchObject({ id: shown, open: false });
  });

  it('offers the spec durations', () => {
    expect(TOAST_DURATION).toEqual({ short: 3000, default: 5000, long: 7000, never: Infinity });
  });
});

describe('toast actions', () => {
  it('keep their button with the toast', () => {
    const onClick = () => undefined;
    toast({ title: 'Email verification required', action: { label: 'Resend email', altText: 'Resend', onClick } });

    expect(current()?.action).toEqual({ label: 'Resend email', altText: 'Resend', onClick });
  });
});
