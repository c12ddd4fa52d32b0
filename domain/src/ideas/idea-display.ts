// How an idea's free-text fields are read for display and sorting (docs/product.md "Trends", "Data model").

const AMOUNT = /\$\s*(\d+(?:[.,]\d+)?)\s*([KMBT])?/i;
const SCALE: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** The dollar figure of a market size ('$5B', '$10M+'), else 'N/A'. */
export function marketSizeFigure(marketSize: string): string {
  const match = AMOUNT.exec(marketSize);
  if (!match) return 'N/A';
  return `$${match[1]}${(match[2] ?? '').toUpperCase()}${marketSize.slice(match.index + match[0].length).startsWith('+') ? '+' : ''}`;
}

/** The amount in dollars a market size names, for sorting; null when it names none (sorted last). */
export function parseMarketSize(marketSize: string): number | null {
  const match = AMOUNT.exec(marketSize);
  if (!match?.[1]) return null;
  return Number(match[1].replace(',', '.')) * (SCALE[(match[2] ?? '').toUpperCase()] ?? 1);
}

/** The first word of a business model ('B2B SaaS subscriptions' → 'B2B'). */
export function businessModelLabel(businessModel: string): string {
  return businessModel.trim().split(/\s+/)[0] ?? '';
}

/** The competition text before its long dash ('Medium — three incumbents' → 'Medium'). */
export function competitionLabel(competition: string): string {
  return (competition.split(/\s[—–-]\s|—|–/)[0] ?? '').trim();
}

const COMPETITION_RANKS: Record<string, number> = { low: 0, medium: 1, moderate: 1, high: 2, 'very high': 3 };

/** Low before Medium before High; anything else after them. */
export function competitionRank(competition: string): number {
  return COMPETITION_RANKS[competitionLabel(competition).toLowerCase()] ?? 4;
}

/** The category shown on a card: the first of a comma-separated list. */
export function primaryCategory(category: string): string {
  return (category.split(',')[0] ?? '').trim();
}

/**
 * Stamped ideas first: Top Picks, then Crazy, then any other stamp, then none (docs/product.md "Marketplace and idea
 * detail").
 */
export function stampRank(stamp: string | null): number {
  if (!stamp) return 3;
  if (stamp === 'Top Picks') return 0;
  if (stamp === 'Crazy') return 1;
  return 2;
}

/**
 * Only https links are honoured as mockups (docs/product.md "Marketplace and idea detail", "Workspace and AI
 * generation").
 */
export function isHonouredMockup(link: string | null | undefined): link is string {
  return typeof link === 'string' && link.startsWith('https://');
}

/** Milliseconds left before an auto-delete flagged idea may be archived; null when the idea is not flagged. */
export function autoDeleteRemainingMs(autoDeleteActivatedAt: string | null, now: Date, windowMs: number): number | null {
  if (!autoDeleteActivatedAt) return null;
  return Math.max(0, Date.parse(autoDeleteActivatedAt) + windowMs - now.getTime());
}
