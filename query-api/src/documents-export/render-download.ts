// A document as the file `GET /api/documents/{originalDocId}/download/{format}` serves (docs/product.md "Documents and
// downloads"). Pure apart from reading the PDF fonts: the route finds the document and checks access, this renders.
import { DOCUMENT_TYPE_NAMES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import { downloadFileName, downloadFormatFor, type DownloadFormat } from '@app/domain/documents/download-formats';
import { parseMarkdown } from '@app/domain/markdown/parse-markdown';
import { renderCsv } from './render-csv';
import { renderPdf } from './render-pdf';
import { renderPptx } from './render-pptx';

export const CONTENT_TYPES: Record<DownloadFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  pdf: 'application/pdf',
  ppt: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv; charset=utf-8',
};

export interface DownloadableDocument {
  /** The idea's title: it names the file and heads the PDF. */
  title: string;
  type: DocumentType;
  /** The document's markdown. */
  content: string;
}

export interface RenderedDownload {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * The document in `format` (the path's lower-case value). A format the type does not offer, or an unknown one,
 * throws FormatNotAvailable (a ValidationError: 400 'Format {format} is not available for this document').
 */
export async function renderDownload(document: DownloadableDocument, format: string): Promise<RenderedDownload> {
  const offered = downloadFormatFor(document.type, format);
  return { body: await renderBody(document, offered), contentType: CONTENT_TYPES[offered], fileName: downloadFileName(document.title, document.type, offered) };
}

function renderBody({ title, type, content }: DownloadableDocument, format: DownloadFormat): Promise<Buffer> {
  switch (format) {
    case 'md':
      return Promise.resolve(Buffer.from(content, 'utf8'));
    case 'pdf':
      return renderPdf(`${title} · ${DOCUMENT_TYPE_NAMES[type]}`, parseMarkdown(content));
    case 'ppt':
      return renderPptx(`${title} — ${DOCUMENT_TYPE_NAMES[type]}`, parseMarkdown(content));
    case 'csv':
      return Promise.resolve(renderCsv(parseMarkdown(content)));
  }
}
