// The download's content-disposition: an ASCII `filename` every client reads, and the exact name in RFC 5987's
// `filename*` for the clients that read that (all current browsers).

export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Accents dropped, anything else outside printable ASCII (and the quote and backslash) replaced by '_'. */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** Percent-encoding of everything but RFC 5987's attr-char (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
