// Fills a prompt template's `{{variable}}` placeholders. Templates are edited by admins, so a
// template naming a variable we do not supply must still produce a prompt: unknown variables become empty.

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export type PromptValue = string | number | readonly string[] | null | undefined;

export function fillPrompt(template: string, values: Readonly<Record<string, PromptValue>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === null || value === undefined) return '';
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}

/** The variables a template names, in order of first appearance. */
export function promptVariables(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] as string))];
}
