import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import type { AdminIdeaRow } from '../types';
import { invalidIdeaData } from '../utils/admin-ideas-toasts';
import { isActionable } from '../utils/idea-row';

/**
 * Runs a row action only for a row with an id and a type; otherwise says 'Invalid idea data' (docs/product.md "Admin:
 * Ideas").
 */
export function useRowGuard(row: Partial<Pick<AdminIdeaRow, 'id' | 'type'>>): (action: () => void) => void {
  const actionable = isActionable(row);
  return useCallback(
    (action: () => void) => {
      if (actionable) action();
      else toast(invalidIdeaData());
    },
    [actionable],
  );
}
