// The file name the server gives a download (RFC 6266): `filename*=UTF-8''<encoded>` when present (any Unicode),
// else the plain ASCII `filename="..."`; undefined when the header names none.

export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? sanitize(name) : undefined;
}

/** A name, never a path: the browser would drop directories anyway, and we show the name as given. */
function sanitize(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}
