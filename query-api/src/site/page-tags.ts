// The tags a shareable page carries in its HTML before any script runs (README.md here): title, description, canonical
// URL, Open Graph and Twitter card. The SPA's built index.html is the template: its own <title> and description are
// replaced, everything else (scripts, styles) is sent as built.
import { escapeMarkup } from './escape-markup';

export const SITE_NAME = 'IdeaPlatform';
export const SITE_TITLE = `${SITE_NAME}: From Idea to Launch`;
export const SITE_DESCRIPTION = 'Browse validated startup ideas, explore trends and take your idea from concept to launch.';

/** Search engines show about this much of a description; a longer one is cut at a word, with an ellipsis. */
const DESCRIPTION_MAX = 200;

export interface PageTags {
  title: string;
  description: string;
  /** Absolute. Left out where the page has no one address (the generic tags of an unknown id). */
  canonicalUrl?: string;
  /** Absolute: the idea's preview card. Without it the card is the summary one, without an image. */
  imageUrl?: string;
  imageAlt?: string;
  type: 'website' | 'article';
}

export function shortDescription(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

function tagsHtml(tags: PageTags): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`];
  return [
    `<title>${escapeMarkup(tags.title)}</title>`,
    ...meta('name', 'description', tags.description),
    ...(tags.canonicalUrl === undefined ? [] : [`<link rel="canonical" href="${escapeMarkup(tags.canonicalUrl)}" />`]),
    ...meta('property', 'og:site_name', SITE_NAME),
    ...meta('property', 'og:type', tags.type),
    ...meta('property', 'og:title', tags.title),
    ...meta('property', 'og:description', tags.description),
    ...meta('property', 'og:url', tags.canonicalUrl),
    ...meta('property', 'og:image', tags.imageUrl),
    ...(tags.imageUrl === undefined ? [] : [...meta('property', 'og:image:width', '1200'), ...meta('property', 'og:image:height', '630')]),
    ...meta('property', 'og:image:alt', tags.imageUrl === undefined ? undefined : tags.imageAlt),
    ...meta('name', 'twitter:card', tags.imageUrl === undefined ? 'summary' : 'summary_large_image'),
    ...meta('name', 'twitter:title', tags.title),
    ...meta('name', 'twitter:description', tags.description),
    ...meta('name', 'twitter:image', tags.imageUrl),
  ].join('\n    ');
}

const BUILT_TITLE = /<title>[\s\S]*?<\/title>/;
const BUILT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const HEAD_END = /<\/head>/i;
const DOCTYPE = /^\s*<!doctype html>/i;

/**
 * index.html split around the place the tags go: where its own <title> was, else at the end of its head, else after
 * the doctype (where the HTML parser opens the head it implies).
 */
export interface PageTemplate {
  before: string;
  after: string;
}

export function pageTemplate(indexHtml: string): PageTemplate {
  const html = indexHtml.replace(BUILT_DESCRIPTION, '');
  const title = BUILT_TITLE.exec(html);
  if (title) return { before: html.slice(0, title.index), after: html.slice(title.index + title[0].length) };
  const head = HEAD_END.exec(html);
  const at = head ? head.index : (DOCTYPE.exec(html)?.[0].length ?? 0);
  return { before: html.slice(0, at), after: html.slice(at) };
}

export function renderPage(template: PageTemplate, tags: PageTags): string {
  return `${template.before}${tagsHtml(tags)}${template.after}`;
}
