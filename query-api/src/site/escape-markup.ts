// Text written into HTML, SVG or XML, in an element or an attribute in double or single quotes: the five characters
// that could end either are written as references, so no idea's text (typed by a member) can add markup.
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => REFERENCES[character]!);
}
