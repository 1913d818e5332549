// What the style guide's "Install and use" section says about the library packages, read while the page is
// prerendered from where each fact lives: names, versions, descriptions and peer dependencies from the
// packages' own package.json, the component entries from the UI package's folders (the package build makes
// one entry of each), and the example app's code from its file. So a release that raises a version, or a
// component added, changes the page without anyone editing it. Server only (node:fs), like example-source.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace folders of the installable packages, in the order they are installed and described. */
export const libraryFolders = ['tokens', 'icons', 'ui'] as const;
export type LibraryFolder = (typeof libraryFolders)[number];

/** The example app whose code the section shows, relative to the repository's root. */
export const EXAMPLE_APP_FILE = 'examples/vite-app/src/App.tsx';

export interface LibraryPackage {
  folder: LibraryFolder;
  name: string;
  version: string;
  description: string;
  /** The file `npm pack` writes for this version (`@ds/ui` 0.2.0 -> `ds-ui-0.2.0.tgz`). */
  tarball: string;
  /** Peer dependencies every app provides, with their ranges, e.g. `react@^19.0.0`. */
  peers: string[];
  /** Optional peer dependencies: only an app that uses the entries needing them installs them. */
  optionalPeers: string[];
}

/** The repository's root: `next build` runs in apps/web, the unit tests at the root. */
export function repoRoot(): string {
  const cwd = process.cwd();
  return existsSync(path.join(cwd, 'packages')) ? cwd : path.join(cwd, '..', '..');
}

/** The name npm pack gives a package's tarball: the scope's @ dropped, its slash a dash, then the version. */
export function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

export function libraryPackage(folder: LibraryFolder): LibraryPackage {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot(), 'packages', folder, 'package.json'), 'utf8'),
  ) as {
    name: string;
    version: string;
    description: string;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const peers = Object.entries(manifest.peerDependencies ?? {});
  const optional = ([peer]: [string, string]) => manifest.peerDependenciesMeta?.[peer]?.optional === true;
  const withRange = ([peer, range]: [string, string]) => `${peer}@${range}`;
  return {
    folder,
    name: manifest.name,
    version: manifest.version,
    description: manifest.description,
    tarball: tarballName(manifest.name, manifest.version),
    peers: peers.filter((peer) => !optional(peer)).map(withRange),
    optionalPeers: peers.filter(optional).map(withRange),
  };
}

export function libraryPackages(): LibraryPackage[] {
  return libraryFolders.map(libraryPackage);
}

/**
 * The UI package's entries below its root (`button`, `modal` ...): every folder of packages/ui/src with an
 * index.ts, as the package build makes them, less the test helpers it does not ship.
 */
export function uiEntries(): string[] {
  const src = path.join(repoRoot(), 'packages', 'ui', 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'test-utils')
    .filter((entry) => existsSync(path.join(src, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The example app's code, exactly as its file holds it. */
export function exampleAppCode(): string {
  return readFileSync(path.join(repoRoot(), EXAMPLE_APP_FILE), 'utf8');
}
