// The pages of the built export, for specs that visit every page.
import { notFoundPagePrefix } from '../../scripts/lib/export-files.mjs';
import { exportDir } from '../../scripts/lib/paths.mjs';
import { listPages } from '../../scripts/lib/page-weight.mjs';

/** Every content page of the export (the not-found pages answer 404 and are checked on their own). */
export function exportedPages(): { urlPath: string; file: string }[] {
  return listPages(exportDir).filter(
    (page: { file: string }) => page.file !== '404.html' && notFoundPagePrefix(page.file) === null,
  );
}
