// Build step before `next build` (under tsx: it reads the site's documents): prints every document of the site
// (policy booklet, fund rules, forms) to PDF from the same model its page renders, into apps/web/public (git-
// ignored), so the export serves /docs/policy-booklet.pdf beside /docs/policy-booklet and the page can state the
// file's size. Each PDF takes its brand's colour from the theme of the variant its path belongs to.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tokenValue } from '@ds/tokens/tokens';
import { variantConfigs, variantForPath } from '@ds/site/data';
import { pdfPathOf } from '@ds/product/documents';
import { siteDocuments } from '@ds/web/documents/site-documents';
import { renderDocumentPdf } from './lib/document-pdf.mjs';
import { repoRoot } from './lib/paths.mjs';

const publicDir = path.join(repoRoot, 'apps/web/public');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// A reproducible build (SOURCE_DATE_EPOCH, in seconds) prints the same bytes each time; otherwise they are dated now.
const createdAt = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date();
const started = performance.now();
try {
  let total = 0;
  for (const document of siteDocuments) {
    const variant = variantConfigs[variantForPath(document.path)];
    const bytes = await renderDocumentPdf(document, {
      accent: String(tokenValue(variant.theme, 'color.brand.primary')),
      pathOrigin: variant.origin,
      createdAt,
    });
    const file = path.join(publicDir, pdfPathOf(document));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    total += bytes.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-documents: ${siteDocuments.length} PDFs (${kib(total)}) in ${seconds}s`);
} catch (error) {
  console.error('build-documents failed:', error);
  process.exit(1);
}
