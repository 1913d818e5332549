import type { DocumentModel } from '@ds/product/documents';

export interface DocumentPdfOptions {
  /** The brand colour of the title block and the top-level headings. */
  accent?: string;
  /** The PDF's creation date (its metadata); now by default. */
  createdAt?: Date;
  /** The site origin printed before the document's path. */
  pathOrigin?: string;
  /** Compress the page streams (the default); off, the tests can read the text. */
  compress?: boolean;
}

export function renderDocumentPdf(model: DocumentModel, options?: DocumentPdfOptions): Promise<Buffer>;
