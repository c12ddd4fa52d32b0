// The product's name in an idea's title, for sentences that name the product: the seed's form '<Name> for
// <Audience>' and the tagline form '<Name> — <tagline>' both start with it. The member may have edited the title, so
// a title of neither form is the name.
export function productName(title: string): string {
  return title.split(/\s+[—–-]\s+|\s+for\s+/)[0]?.trim() || title;
}
