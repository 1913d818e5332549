// The pages of the built export, for specs that visit every page.
import { exportDir } from '../../scripts/lib/paths.mjs';
import { listPages } from '../../scripts/lib/page-weight.mjs';

/** Every content page of the export (the 404 page is checked on its own). */
export function exportedPages(): { urlPath: string; file: string }[] {
  return listPages(exportDir).filter((page: { file: string }) => page.file !== '404.html');
}
