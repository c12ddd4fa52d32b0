// Small text helpers for the local provider's writing.

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Whole dollars with thousands separators; negatives as -$1,000 (tables convert to CSV as they are). */
export function dollars(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;
}
