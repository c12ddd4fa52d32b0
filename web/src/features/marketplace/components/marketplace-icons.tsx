// Outline icons of the marketplace (24 px grid, stroke), decorative: the text beside each says what it means.
const PATHS = {
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6v-9Zm6 3.5v2',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  chevron: 'm6 9 6 6 6-6',
  check: 'm5 12 4 4 10-10',
  pin: 'M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
} as const;

export type MarketplaceIconName = keyof typeof PATHS;

export function MarketplaceIcon({ name, size = 16 }: { name: MarketplaceIconName; size?: number }) {
  return (
    <svg
      className="marketplace-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
