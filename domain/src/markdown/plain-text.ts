// Markdown inlines read as text, with the emphasis each piece carries: what a renderer without HTML (a PDF, a slide,
// a spreadsheet cell) needs from a line of a document.
import type { Inline } from './parse-markdown';

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  code: boolean;
  /** Only http(s) and mailto links reach here (the parser keeps just the text of any other). */
  href?: string;
}

type Marks = Omit<TextRun, 'text'>;

/** The inlines as runs of equally styled text, neighbours with the same style merged; a line break is '\n'. */
export function textRuns(inlines: Inline[]): TextRun[] {
  const runs: TextRun[] = [];
  const push = (text: string, marks: Marks) => {
    const last = runs.at(-1);
    if (last && last.bold === marks.bold && last.italic === marks.italic && last.code === marks.code && last.href === marks.href) last.text += text;
    else if (text) runs.push({ text, ...marks });
  };
  const walk = (nodes: Inline[], marks: Marks) => {
    for (const node of nodes) {
      switch (node.kind) {
        case 'text':
          push(node.text, marks);
          break;
        case 'code':
          push(node.text, { ...marks, code: true });
          break;
        case 'break':
          push('\n', marks);
          break;
        case 'strong':
          walk(node.children, { ...marks, bold: true });
          break;
        case 'em':
          walk(node.children, { ...marks, italic: true });
          break;
        case 'link':
          walk(node.children, { ...marks, href: node.href });
          break;
      }
    }
  };
  walk(inlines, { bold: false, italic: false, code: false });
  return runs;
}

/** The inlines' text without any marks. */
export function plainText(inlines: Inline[]): string {
  return textRuns(inlines)
    .map((run) => run.text)
    .join('');
}

/** Whether all the visible text carries the mark: a table cell or a line set wholly in bold or italic. */
export function wholly(inlines: Inline[], mark: 'bold' | 'italic'): boolean {
  const runs = textRuns(inlines).filter((run) => run.text.trim() !== '');
  return runs.length > 0 && runs.every((run) => run[mark]);
}
