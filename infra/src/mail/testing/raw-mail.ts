// Just enough RFC 5322 / MIME reading for the tests to check what nodemailer put on the wire (mailparser is not a
// dependency): unfolded headers, RFC 2047 encoded words, multipart bodies, quoted-printable and base64, UTF-8 only.

export interface ReadMail {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

export function readRawMail(raw: string): ReadMail {
  // The CRLF that ends the last line is part of SMTP's end-of-data marker, not of the body.
  const { headers, body } = splitEntity(raw.replace(/\r\n$/, ''));
  const parts = leafParts(headers, body);
  const partOfType = (type: string) => parts.find((part) => contentType(part.headers).type === type);
  const text = partOfType('text/plain');
  const html = partOfType('text/html');
  return {
    headers,
    text: text && decodeBody(text.headers, text.body),
    html: html && decodeBody(html.headers, html.body),
  };
}

/** The address inside `Name <address>`, or the whole value. */
export function addressOf(header: string | undefined): string | undefined {
  return header?.match(/<([^>]*)>/)?.[1] ?? header?.trim();
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function contentType(headers: Map<string, string>): { type: string; boundary: string | undefined } {
  const value = headers.get('content-type') ?? 'text/plain';
  return {
    type: value.split(';')[0]!.trim().toLowerCase(),
    boundary: value.match(/boundary="?([^";]+)"?/i)?.[1],
  };
}

function leafParts(headers: Map<string, string>, body: string): Entity[] {
  const { type, boundary } = contentType(headers);
  if (!type.startsWith('multipart/') || !boundary) return [{ headers, body }];
  // The CRLF before each delimiter belongs to the delimiter; the first one may follow the headers directly.
  const segments = `\r\n${body}`.split(`\r\n--${boundary}`).slice(1);
  const parts: Entity[] = [];
  for (const segment of segments) {
    if (segment.startsWith('--')) break;
    const part = splitEntity(segment.slice(segment.indexOf('\r\n') + 2));
    parts.push(...leafParts(part.headers, part.body));
  }
  return parts;
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: a run of adjacent encoded words is one byte string (a character may be split across two words). */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat(
        [...run.matchAll(word)].map(([, kind, data = '']) =>
          kind!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data.replace(/_/g, ' ')),
        ),
      ).toString('utf8'),
    );
}
