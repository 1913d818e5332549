// Byte budget: the JS and CSS (gzip) every exported page makes the browser load, and its HTML (brotli, as the
// server sends it: within the first round trip), stay within e2e/budgets.json.
// It reads the static export only (no browser, no server). BUDGET_EXPORT_DIR points it at another export. Of the
// provider pages (one template, two thousand pages) it weighs a sample (helpers/export.ts).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetFor, htmlFileFor, listPages, pageWeight } from '@ds/scripts/lib/page-weight.mjs';
import type { AssetWeight, Budgets } from '@ds/scripts/lib/page-weight.mjs';
import { exportDir as builtExportDir } from '@ds/scripts/lib/paths.mjs';
import { PROVIDER_PAGE, sampledProviderPaths } from './helpers/export';
import { searchPaths } from './helpers/variants';

const exportDir = process.env.BUDGET_EXPORT_DIR
  ? path.resolve(process.env.BUDGET_EXPORT_DIR)
  : builtExportDir;
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budgets;
const providerSample = new Set(sampledProviderPaths());
const pages = (existsSync(exportDir) ? listPages(exportDir) : []).filter(
  (page) => !PROVIDER_PAGE.test(page.urlPath) || providerSample.has(page.urlPath),
);
// The floor: a bare page of the same build (the framework and the root layout). A page's JS is compared with
// it, so what our code adds is capped however the framework's own share moves between versions.
const floorFile =
  budgets.floorPage && existsSync(exportDir) ? htmlFileFor(budgets.floorPage, exportDir) : null;
const floorJsBytes = floorFile ? pageWeight(floorFile, exportDir).jsBytes : null;

// The search pages load Pagefind from here when first used; no other page's scripts may even name it.
const SEARCH_CODE = '/pagefind/pagefind.js';
const namesSearchCode = (files: AssetWeight[]) =>
  files.some((file) => readFileSync(path.join(exportDir, file.file), 'utf8').includes(SEARCH_CODE));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = (files: AssetWeight[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((f) => `${f.file} ${kb(f.bytes)}`)
    .join(', ');

function overBudget(
  page: string,
  kind: string,
  bytes: number,
  budget: number,
  key: string | null,
  files: AssetWeight[],
) {
  const source = key ? `budgets.json "${key}"` : 'the default in budgets.json';
  return (
    `${page}: ${kind} is ${kb(bytes)} gzip (${bytes} bytes), over its budget of ${kb(budget)} (${budget} bytes, ` +
    `${source}). Largest files: ${largest(files) || 'none'}`
  );
}

test.describe('page weight budget (gzip, 1 KB = 1024 bytes)', () => {
  test('the static export has pages', () => {
    expect(
      pages.length,
      `No exported HTML pages in ${exportDir}: run \`npm run build\` first.`,
    ).toBeGreaterThan(0);
  });

  test('every page override in budgets.json matches an exported page', () => {
    const unused = Object.keys(budgets.pages ?? {}).filter(
      (key) =>
        !pages.some((page) => budgetFor(page.urlPath, { ...budgets, pages: { [key]: {} } }).key === key),
    );
    expect(unused, `budgets.json overrides that match no exported page: ${unused.join(', ')}`).toEqual([]);
  });

  test('the floor page is in the export', () => {
    expect(budgets.floorPage, 'budgets.json names the floor page').toBeTruthy();
    expect(floorJsBytes, `${budgets.floorPage} is not in the export ${exportDir}`).not.toBeNull();
  });

  for (const page of pages) {
    test(`${page.urlPath} (${page.file})`, () => {
      const weight = pageWeight(page.filePath, exportDir);
      const budget = budgetFor(page.urlPath, budgets);
      test.info().annotations.push({
        type: 'weight',
        description: `JS ${kb(weight.jsBytes)} / ${kb(budget.jsBytes)}, CSS ${kb(weight.cssBytes)} / ${kb(budget.cssBytes)}`,
      });
      expect.soft(weight.missing, `${page.urlPath}: references files that are not in the export`).toEqual([]);
      expect
        .soft(namesSearchCode(weight.jsFiles), `${page.urlPath}: search code only on the search pages`)
        .toBe(searchPaths.includes(page.urlPath));
      expect
        .soft(
          weight.jsBytes,
          overBudget(page.urlPath, 'JS', weight.jsBytes, budget.jsBytes, budget.key, weight.jsFiles),
        )
        .toBeLessThanOrEqual(budget.jsBytes);
      if (floorJsBytes !== null && budget.jsOverFloor !== null) {
        const allowed = Math.floor(floorJsBytes * budget.jsOverFloor);
        expect
          .soft(
            weight.jsBytes,
            `${page.urlPath}: JS is ${kb(weight.jsBytes)} gzip, ${(weight.jsBytes / floorJsBytes).toFixed(3)} times ` +
              `the floor page's ${kb(floorJsBytes)} (${budgets.floorPage}); at most ${budget.jsOverFloor} ` +
              `(${budget.key ? `budgets.json "${budget.key}"` : 'the default'}). Largest files: ${largest(weight.jsFiles)}`,
          )
          .toBeLessThanOrEqual(allowed);
      }
      if (floorJsBytes !== null && budget.jsBytesOverFloor !== null) {
        expect
          .soft(
            weight.jsBytes - floorJsBytes,
            `${page.urlPath}: adds ${kb(weight.jsBytes - floorJsBytes)} gzip of JS to the floor page's ` +
              `${kb(floorJsBytes)}; at most ${kb(budget.jsBytesOverFloor)} (budgets.json "${budget.key}"). ` +
              `Largest files: ${largest(weight.jsFiles)}`,
          )
          .toBeLessThan(budget.jsBytesOverFloor);
      }
      if (budget.maxStylesheets !== null) {
        expect
          .soft(
            weight.cssFiles.length,
            `${page.urlPath}: loads ${weight.cssFiles.length} stylesheets, each a request before the first paint ` +
              `(at most ${budget.maxStylesheets}): ${weight.cssFiles.map((file) => file.file).join(', ')}`,
          )
          .toBeLessThanOrEqual(budget.maxStylesheets);
      }
      const htmlBrBytes = existsSync(`${page.filePath}.br`)
        ? readFileSync(`${page.filePath}.br`).length
        : brotliCompressSync(readFileSync(page.filePath)).length;
      expect
        .soft(
          htmlBrBytes,
          `${page.urlPath}: HTML is ${kb(htmlBrBytes)} brotli, over its budget of ${kb(budget.htmlBrBytes)}`,
        )
        .toBeLessThanOrEqual(budget.htmlBrBytes);
      expect
        .soft(
          weight.cssBytes,
          overBudget(page.urlPath, 'CSS', weight.cssBytes, budget.cssBytes, budget.key, weight.cssFiles),
        )
        .toBeLessThanOrEqual(budget.cssBytes);
    });
  }
});
