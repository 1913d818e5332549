// The site search on the server: the export's own Pagefind script and index, run in Node with the rules the search
// page uses (the synonym map, the brand and section filters, the ranking), so the search API answers exactly what
// Pagefind in the page would, without the visitor's device first downloading and starting it. Pagefind is loaded on
// the first search and kept; its index files are read from the export once each and kept in memory (about 1 MB
// for the whole index).
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGEFIND_OPTIONS, PAGEFIND_SCRIPT, searchPagefind } from '@ds/site/search';
import type { Pagefind, SearchApiReply } from '@ds/site/search';
import type { SearchApiQuery } from '@ds/site/search-schema';

export interface SiteSearch {
  search(query: SearchApiQuery): Promise<SearchApiReply>;
}

/** Where each loaded Pagefind finds its files: a fetch of its own, so the server's global fetch is left alone. */
const FETCHERS_KEY = Symbol.for('ds.server.pagefindFetchers');
type Fetcher = (input: RequestInfo | URL) => Promise<Response>;
const globalFetchers = globalThis as typeof globalThis & { [FETCHERS_KEY]?: Map<number, Fetcher> };
const fetchers = (globalFetchers[FETCHERS_KEY] ??= new Map<number, Fetcher>());
let nextId = 0;

const PAGEFIND_DIR = path.posix.dirname(PAGEFIND_SCRIPT);

/** A fetch that answers Pagefind's requests (`/pagefind/…`) from the export's files, each read once. */
function exportFetcher(siteRoot: string): Fetcher {
  const files = new Map<string, Promise<Buffer>>();
  return async (input) => {
    const pathname = decodeURIComponent(
      new URL(String(input instanceof Request ? input.url : input), 'http://site/').pathname,
    );
    const file = path.posix.normalize(pathname);
    if (!file.startsWith(`${PAGEFIND_DIR}/`)) return new Response(null, { status: 404 });
    let body = files.get(file);
    if (!body) {
      body = readFile(path.join(siteRoot, file));
      files.set(file, body);
      body.catch(() => files.delete(file));
    }
    try {
      return new Response(new Uint8Array(await body));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}

/**
 * Pagefind's script as a module of its own, whose `fetch` is the one given: its source with one line put before it,
 * imported from a data: URL (so each search over a different export is a module of its own). Pagefind runs in the
 * module itself when there is no `window` (no worker), and finds its files under `basePath`.
 */
async function loadPagefind(siteRoot: string): Promise<Pagefind> {
  await checkIndex(siteRoot);
  const source = await readFile(path.join(siteRoot, PAGEFIND_SCRIPT), 'utf8');
  const id = nextId++;
  fetchers.set(id, exportFetcher(siteRoot));
  try {
    const prelude = `const fetch = globalThis[Symbol.for(${JSON.stringify(FETCHERS_KEY.description)})].get(${id});\n`;
    const url = `data:text/javascript;base64,${Buffer.from(prelude + source).toString('base64')}`;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: `${PAGEFIND_DIR}/` });
    await pagefind.init();
    return pagefind;
  } catch (error) {
    fetchers.delete(id);
    throw error;
  }
}

/**
 * Pagefind starts reading its index without waiting for it or catching its failure, so a file missing then would be
 * an unhandled rejection, which stops the process. The files it reads as it starts (its entry file, and each
 * language's metadata and WebAssembly) are checked first: an export without them is an unavailable search.
 */
async function checkIndex(siteRoot: string): Promise<void> {
  const dir = path.join(siteRoot, PAGEFIND_DIR);
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { hash?: string; wasm?: string }>;
  };
  const languages = Object.values(entry.languages ?? {});
  if (languages.length === 0) throw new Error('the search index names no language');
  await Promise.all(
    languages.flatMap(({ hash, wasm }) => [
      access(path.join(dir, `pagefind.${hash}.pf_meta`)),
      access(path.join(dir, `wasm.${wasm ?? 'unknown'}.pagefind`)),
    ]),
  );
}

/** The search over the export at `siteRoot`. Pagefind loads on the first search; a failed load is tried again. */
export function createPagefindSearch(siteRoot: string): SiteSearch {
  let loading: Promise<Pagefind> | null = null;
  const pagefind = () => {
    loading ??= loadPagefind(siteRoot).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    async search({ request, brand, from, count }) {
      const found = await searchPagefind(await pagefind(), request, brand);
      return {
        total: found.total,
        ...(found.searchedFor === undefined ? {} : { searchedFor: found.searchedFor }),
        hits: await found.read(from, count),
      };
    },
  };
}
