// JSON written with ASCII characters only (the others as \u escapes, which JSON allows everywhere in a string): its
// characters are then its bytes one for one, so an answer is built by copying one-byte strings into a buffer
// (`buffer.write(text, at, 'latin1')`) without encoding UTF-8 per request.

const NON_ASCII = /[\u0080-\uffff]/g;

const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `json` with every character outside ASCII escaped. */
export function asciiJson(json: string): string {
  NON_ASCII.lastIndex = 0;
  return NON_ASCII.test(json) ? json.replace(NON_ASCII, escape) : json;
}
