// The size of a document's PDF, for its download link: read at build from the file scripts/build-documents.mjs
// wrote into public/ before `next build`, so the link states the size of the file it serves.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pdfPathOf } from '@ds/product/documents';
import type { DocumentModel } from '@ds/product/documents';

export function pdfBytes(document: Pick<DocumentModel, 'path'>): number {
  // `next build` and `next dev` run in apps/web.
  const file = path.join(process.cwd(), 'public', pdfPathOf(document));
  try {
    return statSync(file).size;
  } catch {
    throw new Error(
      `${file} is missing: run \`node --import tsx scripts/build-documents.mjs\` (npm run build does).`,
    );
  }
}
