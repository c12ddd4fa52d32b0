import type { ActiveToast } from '../../../components/ui/toast/toast-store';

// The email-verification warning never expires (docs/product.md "Limits"), yet only one toast shows at a time. So it
// waits while another toast is on screen (a 'Registration successful' must not be swept away at once), comes back once
// a toast that replaced it has gone, and stays away for the rest of the visit to the page once the user closes it.

export interface WarningState {
  /** The id of the warning this page last showed, if any. */
  shownId: number | null;
  dismissed: boolean;
}

export type WarningStep = 'show' | 'hide' | 'mark-dismissed' | 'none';

export function warningStep(needed: boolean, current: ActiveToast | null, state: WarningState): WarningStep {
  const ours = current !== null && current.id === state.shownId;
  if (!needed) return ours && current.open ? 'hide' : 'none';
  if (state.dismissed) return 'none';
  if (ours) return current.open ? 'none' : 'mark-dismissed';
  if (current?.open) return 'none';
  return 'show';
}
