// Which files a document can be downloaded as (docs/product.md "Documents and downloads") and what the
// file is called. Shared by the query API's download route and the web's download buttons.
import { DOCUMENT_SHORT_NAMES, type DocumentType } from '../ideas/idea-enumerations';
import { ValidationError } from '../shared/errors';
import { slugify } from '../shared/prose';

/** The `{format}` of `GET /api/documents/{originalDocId}/download/{format}`, lower-case ('ppt' serves a .pptx). */
export const ALL_DOWNLOAD_FORMATS = ['md', 'pdf', 'ppt', 'csv'] as const;
export type DownloadFormat = (typeof ALL_DOWNLOAD_FORMATS)[number];

/** md for every type; pdf for the prose documents and the deck; the deck as slides; the financial plan as a sheet. */
export const DOWNLOAD_FORMATS: Record<DocumentType, readonly DownloadFormat[]> = {
  PRD: ['md', 'pdf'],
  PITCH_DECK: ['md', 'pdf', 'ppt'],
  GTM: ['md', 'pdf'],
  FINANCIAL_PLAN: ['md', 'csv'],
  PRELAUNCH: ['md', 'pdf'],
};

const EXTENSIONS: Record<DownloadFormat, string> = { md: 'md', pdf: 'pdf', ppt: 'pptx', csv: 'csv' };

export function isDownloadFormat(value: string): value is DownloadFormat {
  return (ALL_DOWNLOAD_FORMATS as readonly string[]).includes(value);
}

/** 400: the format is unknown, or the document's type does not offer it. */
export class FormatNotAvailable extends ValidationError {
  constructor(readonly format: string) {
    super(`Format ${format} is not available for this document`);
  }
}

/**
 * The format, if this type of document offers it; else FormatNotAvailable (any string: the route passes the path's).
 */
export function downloadFormatFor(type: DocumentType, format: string): DownloadFormat {
  if (isDownloadFormat(format) && DOWNLOAD_FORMATS[type].includes(format)) return format;
  throw new FormatNotAvailable(format);
}

/**
 * `<idea title slug>-<type slug>.<extension>`, e.g. `solar-sharing-app-prd.pdf`; the type slug is the spec's short
 * name.
 */
export function downloadFileName(title: string, type: DocumentType, format: DownloadFormat): string {
  return `${titleSlug(title) || 'document'}-${DOCUMENT_SHORT_NAMES[type]}.${EXTENSIONS[format]}`;
}

const MAX_SLUG_LENGTH = 80;

/** The title's slug (`domain/src/shared/prose.ts`), kept to 80 characters without a trailing dash. */
export function titleSlug(title: string): string {
  return slugify(title).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}
