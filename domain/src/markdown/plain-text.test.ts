import { describe, expect, it } from 'vitest';
import { parseInline } from './parse-markdown';
import { plainText, textRuns, wholly } from './plain-text';

describe('textRuns', () => {
  it('splits text where its emphasis changes and keeps nested marks', () => {
    expect(textRuns(parseInline('Raise **$1.9M *now*** or `later`'))).toEqual([
      { text: 'Raise ', bold: false, italic: false, code: false },
      { text: '$1.9M ', bold: true, italic: false, code: false },
      { text: 'now', bold: true, italic: true, code: false },
      { text: ' or ', bold: false, italic: false, code: false },
      { text: 'later', bold: false, italic: false, code: true },
    ]);
  });

  it('carries a safe link on its text and turns <br> into a line break', () => {
    expect(textRuns(parseInline('see [the site](https://example.com)<br>next'))).toEqual([
      { text: 'see ', bold: false, italic: false, code: false },
      { text: 'the site', bold: false, italic: false, code: false, href: 'https://example.com' },
      { text: '\nnext', bold: false, italic: false, code: false },
    ]);
  });
});

describe('plainText', () => {
  it('drops the marks and keeps the words', () => {
    expect(plainText(parseInline('**-$585,000** and _Ελλάδα_'))).toBe('-$585,000 and Ελλάδα');
  });
});

describe('wholly', () => {
  it('is true only when every visible piece of text carries the mark', () => {
    expect(wholly(parseInline('**Total costs**'), 'bold')).toBe(true);
    expect(wholly(parseInline('**$1.9M** raised'), 'bold')).toBe(false);
    expect(wholly(parseInline('*all* *italic*'), 'italic')).toBe(true);
    expect(wholly(parseInline(''), 'bold')).toBe(false);
  });
});
