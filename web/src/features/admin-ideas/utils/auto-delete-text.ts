import { remainingParts, type CountdownState } from '../../../lib/countdown/countdown';

// The admin table's wording of the auto-delete countdown (docs/product.md "Admin: Ideas"): '- Xh Ym Remains',
// 'Expired', 'Archived'.

export function autoDeleteText(state: CountdownState): string | null {
  switch (state.kind) {
    case 'none':
      return null;
    case 'counting': {
      const { hours, minutes } = remainingParts(state.remainingMs);
      return `- ${hours}h ${minutes}m Remains`;
    }
    case 'expired':
      return 'Expired';
    case 'archived':
      return 'Archived';
  }
}
