// The create-idea dialog's tags (docs/product.md "Admin: Ideas"): added with Enter when non-blank, no tag twice
// (compared without case).

export function withTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export const withoutTag = (tags: readonly string[], tag: string) => tags.filter((existing) => existing !== tag);

/** A comma-separated list typed in one box ('AI/ML, IoT'), each item once. */
export function listOf(text: string): string[] {
  return text.split(',').reduce<string[]>(withTag, []);
}
