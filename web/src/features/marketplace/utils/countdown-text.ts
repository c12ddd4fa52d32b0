import { remainingParts, type CountdownState } from '../../../lib/countdown/countdown';

// The marketplace's wording of the auto-delete countdown (docs/product.md "Marketplace and idea detail"): 'To be
// deleted in Xh Ym left', 'Expired', 'Archived'.

export function remainingText(remainingMs: number): string {
  const { hours, minutes } = remainingParts(remainingMs);
  return `To be deleted in ${hours}h ${minutes}m left`;
}

export function countdownText(state: CountdownState): string | null {
  switch (state.kind) {
    case 'none':
      return null;
    case 'counting':
      return remainingText(state.remainingMs);
    case 'expired':
      return 'Expired';
    case 'archived':
      return 'Archived';
  }
}
