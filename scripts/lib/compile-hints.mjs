// V8's explicit compile hint on the scripts a page runs as it loads. V8 compiles most functions lazily, on the main
// thread, the first time each is called; for the framework's chunks (React, Next's client, the bundler's runtime)
// that is nearly every function, during hydration. A script whose first line is `//# allFunctionsCalledOnLoad` is
// compiled whole on a background thread while it downloads, so hydration only runs it. Measured on the floor page
// under a 4x CPU slowdown: the bundler runtime's module instantiation (where that compilation was counted) took
// about 230 ms of main-thread time, and the load's blocking time fell by about three quarters with the hint
// (docs/benchmark.md). Chromium reads the comment (136 and later); other browsers ignore it.
//
// Only the chunks some page loads at start carry it (its script tags and preloads, and the client references its
// inline payload names for hydration): chunks loaded later, on the visitor's intent (the live code editor, dialogs),
// are left lazy, since most of their functions may never run. Runs before the integrity step, which hashes the
// bytes as they are served.
import { readFile, writeFile } from 'node:fs/promises';
import { extractAssetRefs, resolveAsset } from './page-weight.mjs';
import { listFiles } from './precompress.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once: a script that has it already is returned as it was). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** The export's script files that some page loads at start, each once. */
export async function startupScripts(exportDir) {
  const files = new Set();
  for (const page of await listFiles(exportDir)) {
    if (!page.endsWith('.html')) continue;
    for (const url of extractAssetRefs(await readFile(page, 'utf8')).js) {
      const file = resolveAsset(url, page, exportDir);
      if (file?.endsWith('.js')) files.add(file);
    }
  }
  return [...files].sort();
}

/** Adds the hint to each of them; returns how many scripts there are and how many were changed. */
export async function addCompileHints(exportDir) {
  const scripts = await startupScripts(exportDir);
  let hinted = 0;
  for (const file of scripts) {
    const before = await readFile(file, 'utf8');
    const after = withCompileHint(before);
    if (after === before) continue;
    await writeFile(file, after);
    hinted += 1;
  }
  return { scripts: scripts.length, hinted };
}
