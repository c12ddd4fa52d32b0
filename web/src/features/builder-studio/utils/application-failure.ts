import { ApiError } from '../../../lib/api-client';

/**
 * docs/product.md "Builder Studio": a failed application submit is only logged, nothing is shown (field errors the
 * server sends are validation, shown on their fields by the form). A warning, not an error: nothing in the page is
 * broken.
 */
export function logApplicationFailure(error: unknown, log: (...data: unknown[]) => void = console.warn): void {
  const status = error instanceof ApiError ? ` (HTTP ${error.status})` : '';
  const reason = error instanceof Error ? error.message : String(error);
  log(`Builder Studio application was not submitted${status}: ${reason}`);
}
