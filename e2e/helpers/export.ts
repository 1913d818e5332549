// The pages of the built export, for specs that visit every page.
import { readFileSync } from 'node:fs';
import { notFoundPagePrefix } from '@ds/export-files';
import { PROVIDER_SERVICES } from '@ds/providers/services';
import type { Provider } from '@ds/providers/types';
import { exportDir } from '@ds/scripts/lib/paths.mjs';
import { listPages } from '@ds/scripts/lib/page-weight.mjs';

type ExportedPage = { urlPath: string; file: string };

/** Every content page of the export (the not-found pages answer 404 and are checked on their own). */
export function exportedPages(): ExportedPage[] {
  return listPages(exportDir).filter(
    (page: { file: string }) => page.file !== '404.html' && notFoundPagePrefix(page.file) === null,
  );
}

/**
 * The Australian directory, as the pages were built from it. Read as a file: Playwright's loader takes no JSON
 * module without an import attribute, which `@ds/providers/directory` leaves out for the bundlers.
 */
export const auProviders = (): readonly Provider[] =>
  JSON.parse(
    readFileSync(new URL('../../packages/providers/data/providers-au.json', import.meta.url), 'utf8'),
  ) as Provider[];

/** A provider's page, /find-a-provider/{service}/{slug}: one per provider of the directory, all one template. */
export const PROVIDER_PAGE = /^\/find-a-provider\/[^/]+\/[^/]+$/;

/**
 * The provider pages a spec that walks the export visits: the first of each service (each service words its page
 * and its JSON-LD its own way) and the dentists of Parramatta (the ones the find-a-provider journey opens). Two
 * thousand pages of one template would multiply the crawl's time and check nothing the sample does not.
 */
export function sampledProviderPaths(): string[] {
  const providers = auProviders();
  const firstOfEach = PROVIDER_SERVICES.flatMap((service) => {
    const first = providers
      .filter((provider) => provider.service === service)
      .sort((a, b) => (a.slug < b.slug ? -1 : 1))[0];
    return first ? [first] : [];
  });
  const parramattaDentists = providers.filter(
    (provider) => provider.service === 'dental' && provider.locality === 'PARRAMATTA',
  );
  return [
    ...new Set([...firstOfEach, ...parramattaDentists].map((p) => `/find-a-provider/${p.service}/${p.slug}`)),
  ];
}

/** An icon's page in the style guide, /foundations/iconography/{type}/{icon}: one per icon, all one template. */
export const ICON_PAGE = /^\/foundations\/iconography\/([^/]+)\/[^/]+$/;

/** How many icon pages of each type (system, graphic) a spec that walks the export visits. */
const ICONS_PER_TYPE = 3;

/**
 * The icon pages a spec that walks the export visits: the first few of each type, in path order (iconography.spec
 * opens others on purpose). Nearly four hundred pages of one template were over a third of the crawl's time.
 */
function sampledIconPaths(pages: readonly ExportedPage[]): Set<string> {
  const byType = new Map<string, string[]>();
  for (const { urlPath } of pages) {
    const type = ICON_PAGE.exec(urlPath)?.[1];
    if (type) byType.set(type, [...(byType.get(type) ?? []), urlPath]);
  }
  return new Set([...byType.values()].flatMap((paths) => paths.sort().slice(0, ICONS_PER_TYPE)));
}

/**
 * Every content page of the export, but of the two one-template families (providers and icons) only a sample
 * (`sampledProviderPaths`, `sampledIconPaths`).
 */
export function exportedPagesSampled(): ExportedPage[] {
  const pages = exportedPages();
  const providers = new Set(sampledProviderPaths());
  const icons = sampledIconPaths(pages);
  return pages.filter(
    ({ urlPath }) =>
      (!PROVIDER_PAGE.test(urlPath) || providers.has(urlPath)) &&
      (!ICON_PAGE.test(urlPath) || icons.has(urlPath)),
  );
}
