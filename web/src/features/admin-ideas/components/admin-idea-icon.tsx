// The few icons of the Ideas section (stroke icons in the app's style).
const PATHS = {
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  stamp: 'M9 3h6l-1 7h4a2 2 0 0 1 2 2v3H4v-3a2 2 0 0 1 2-2h4L9 3Zm-4 15h14v3H5z',
  chevron: 'm6 9 6 6 6-6',
  plus: 'M12 5v14M5 12h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

export type AdminIdeaIconName = keyof typeof PATHS;

export function AdminIdeaIcon({ name, size = 16 }: { name: AdminIdeaIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={PATHS[name]} />
    </svg>
  );
}

const MASKS = Object.fromEntries(
  Object.entries(PATHS).map(([name, path]) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;
    return [name, `url("data:image/svg+xml,${encodeURIComponent(svg)}")`];
  }),
) as Record<AdminIdeaIconName, string>;

/**
 * The same icon, drawn as a mask over one element in the text colour. For the table's rows: rows enter the page at
 * every scroll step, and an inline SVG is a small tree with a dozen attributes to build, lay out and paint each time.
 */
export function AdminIdeaMaskIcon({ name }: { name: AdminIdeaIconName }) {
  return <span className="admin-idea-icon" style={{ maskImage: MASKS[name] }} aria-hidden />;
}
