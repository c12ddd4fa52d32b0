import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name over the ASCII one', () => {
    const header = `attachment; filename="caf-app-prd.pdf"; filename*=UTF-8''caf%C3%A9-app-prd.pdf`;
    expect(fileNameFromDisposition(header)).toBe('café-app-prd.pdf');
  });

  it('reads the plain name, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="solar-sharing-app-prd.pdf"')).toBe('solar-sharing-app-prd.pdf');
    expect(fileNameFromDisposition('attachment; filename=plan.csv')).toBe('plan.csv');
  });

  it('keeps only the last path segment', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/deck.pptx"')).toBe('deck.pptx');
  });

  it('falls back to the plain name when the encoded one is malformed, and gives nothing without a name', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.md"; filename*=UTF-8''%E0%A4%A.md`)).toBe('a.md');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
