// Small text helpers for writing prose: the seed catalog's ideas and documents, the local AI provider's content.

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases a leading capital unless the word is an acronym ('Tiered' → 'tiered', 'SaaS' stays). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]*[A-Z]/.test(text.split(' ')[0] ?? '') ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|eu)/i.test(word) ? 'an' : 'a';
}

// Letters NFKD does not split into a base letter and a mark.
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i' };

/** Lower-case ASCII words joined by '-': accents dropped, anything else (quotes, CJK, emoji) a separator. */
export function slugify(text: string): string {
  // Only non-ASCII text needs the (slow) normalisation.
  const ascii = /[^\x20-\x7e]/.test(text)
    ? text
        .toLowerCase()
        .replace(/[ßæœøđðþłı]/g, (letter) => LIGATURES[letter] ?? letter)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
    : text;
  let slug = '';
  let dash = false;
  for (const char of ascii.toLowerCase()) {
    if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) {
      if (dash && slug) slug += '-';
      slug += char;
      dash = false;
    } else {
      dash = true;
    }
  }
  return slug;
}

/**
 * A whole number with thousands separators, as Intl.NumberFormat('en-US') writes it ('1,234,567', '-1,005'), without
 * Intl: in Chromium the first formatter of a page costs 25-55 ms (its locale data loads), a long task on a phone's
 * first visit for a card's count (docs/decisions.md "Numbers on a page's first render"). Any other number (a
 * fraction, beyond 2^53) goes to Intl.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return (fallbackFormat ??= new Intl.NumberFormat('en-US')).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

let fallbackFormat: Intl.NumberFormat | undefined;

/** Whole dollars with thousands separators; negatives as -$1,000. */
export function dollars(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${groupDigits(Math.round(Math.abs(amount)))}`;
}

/** Compact dollars for prose and market sizes: $750K, $4.2M, $12B, $1.2T. */
export function compactDollars(amount: number): string {
  const scales: [number, string][] = [[1e12, 'T'], [1e9, 'B'], [1e6, 'M'], [1e3, 'K']];
  for (const [index, [scale, suffix]] of scales.entries()) {
    if (amount >= scale) {
      const value = amount / scale;
      const shown = value >= 100 ? Math.round(value / 10) * 10 : value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
      // 999.6B rounds to 1000B: say 1T instead.
      if (shown >= 1000 && index > 0) return compactDollars(scales[index - 1]![0]);
      return `$${shown}${suffix}`;
    }
  }
  return `$${Math.round(amount)}`;
}

/** 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
