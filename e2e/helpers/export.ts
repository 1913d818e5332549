// The pages of the built export, for specs that visit every page.
import { notFoundPagePrefix } from '@ds/export-files';
import { exportDir } from '@ds/scripts/lib/paths.mjs';
import { listPages } from '@ds/scripts/lib/page-weight.mjs';

/** Every content page of the export (the not-found pages answer 404 and are checked on their own). */
export function exportedPages(): { urlPath: string; file: string }[] {
  return listPages(exportDir).filter(
    (page: { file: string }) => page.file !== '404.html' && notFoundPagePrefix(page.file) === null,
  );
}
