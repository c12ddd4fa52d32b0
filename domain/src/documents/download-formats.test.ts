import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../ideas/idea-enumerations';
import { ValidationError } from '../shared/errors';
import { DOWNLOAD_FORMATS, FormatNotAvailable, downloadFileName, downloadFormatFor, isDownloadFormat, titleSlug } from './download-formats';

describe('download formats', () => {
  it('offers md for every type, pdf for the prose documents and the deck, ppt for the deck, csv for the financial plan', () => {
    const offering = (format: string) => DOCUMENT_TYPES.filter((type) => (DOWNLOAD_FORMATS[type] as readonly string[]).includes(format));
    expect(offering('md')).toEqual([...DOCUMENT_TYPES]);
    expect(offering('pdf').sort()).toEqual(['GTM', 'PITCH_DECK', 'PRD', 'PRELAUNCH']);
    expect(offering('ppt')).toEqual(['PITCH_DECK']);
    expect(offering('csv')).toEqual(['FINANCIAL_PLAN']);
  });

  it('recognises only the four lower-case formats', () => {
    expect(['md', 'pdf', 'ppt', 'csv'].every(isDownloadFormat)).toBe(true);
    expect(['PDF', 'pptx', 'docx', ''].some(isDownloadFormat)).toBe(false);
  });

  it('refuses a format the type does not offer, or an unknown one, with the spec-style 400 message', () => {
    expect(downloadFormatFor('PITCH_DECK', 'ppt')).toBe('ppt');
    for (const [type, format] of [['PRD', 'ppt'], ['FINANCIAL_PLAN', 'pdf'], ['GTM', 'csv'], ['PRD', 'docx']] as const) {
      const attempt = () => downloadFormatFor(type, format);
      expect(attempt).toThrow(FormatNotAvailable);
      expect(attempt).toThrow(ValidationError);
      expect(attempt).toThrow(`Format ${format} is not available for this document`);
    }
  });
});

describe('downloadFileName', () => {
  it('joins the title slug and the short type name with the format extension (ppt serves .pptx)', () => {
    expect(downloadFileName('Solar Sharing App', 'PRD', 'pdf')).toBe('solar-sharing-app-prd.pdf');
    expect(downloadFileName('Solar Sharing App', 'PITCH_DECK', 'ppt')).toBe('solar-sharing-app-pitch.pptx');
    expect(downloadFileName('Solar Sharing App', 'FINANCIAL_PLAN', 'csv')).toBe('solar-sharing-app-financial.csv');
    expect(downloadFileName('Solar Sharing App', 'PRELAUNCH', 'md')).toBe('solar-sharing-app-prelaunch.md');
  });

  it('drops accents and quotes, and falls back to "document" when nothing ASCII is left', () => {
    expect(downloadFileName('Café "Crème" Straße — Ørsted’s Plan', 'GTM', 'md')).toBe('cafe-creme-strasse-orsted-s-plan-gtm.md');
    expect(downloadFileName('太阳能共享', 'PRD', 'pdf')).toBe('document-prd.pdf');
    expect(downloadFileName('  ', 'PRD', 'md')).toBe('document-prd.md');
  });

  it('keeps long titles to a bounded slug without a trailing dash', () => {
    const slug = titleSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
