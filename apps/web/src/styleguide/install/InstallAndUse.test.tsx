import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themes } from '@ds/tokens/meta';
import * as uiUtils from '@ds/ui/utils';
import {
  EXAMPLE_APP_LABEL,
  INSTALL_SECTION_TITLE,
  InstallAndUse,
  RESERVE_REACT_ARIA_STYLE_IDS,
  installParts,
} from './InstallAndUse';
import { EXAMPLE_APP_FILE, libraryFolders, repoRoot, tarballName } from './install-facts';

/**
 * The section as the build prerenders it (its code blocks are async server components), put into the test's
 * document so it is queried as a reader meets it.
 */
async function renderSection() {
  const jsdomBlob = globalThis.Blob;
  // shiki loads its grammar engine from a Blob stream, which jsdom's Blob lacks.
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  try {
    const { prelude } = await prerenderToNodeStream(<InstallAndUse />);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    document.body.innerHTML = html;
  } finally {
    globalThis.Blob = jsdomBlob;
  }
  return screen.getByRole('region', { name: INSTALL_SECTION_TITLE });
}

const manifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(repoRoot(), 'packages', folder, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('InstallAndUse', () => {
  it('shows the example app’s file exactly as it is, not a copy typed beside it', async () => {
    const section = await renderSection();
    const sample = within(section).getByRole('region', { name: EXAMPLE_APP_LABEL });
    const file = readFileSync(path.join(repoRoot(), EXAMPLE_APP_FILE), 'utf8');
    expect(sample.querySelector('pre')?.textContent).toBe(file.trimEnd());
  });

  it('titles its steps in order, each a level-3 heading under the section’s own', async () => {
    const section = await renderSection();
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(INSTALL_SECTION_TITLE);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...installParts]);
  });

  it('installs the tarballs of the packages’ current versions, and by name from the registry', async () => {
    const section = await renderSection();
    const tarballs = libraryFolders.map((folder) => {
      const { name, version } = manifest(folder);
      return `./${tarballName(name, version)}`;
    });
    const fromTarballs = within(section).getByRole('region', { name: 'Install from the tarballs' });
    expect(fromTarballs.querySelector('pre')?.textContent).toBe(`npm install ${tarballs.join(' ')}`);
    const names = libraryFolders.map((folder) => manifest(folder).name);
    const fromRegistry = within(section).getByRole('region', { name: 'Install from the registry' });
    expect(fromRegistry.querySelector('pre')?.textContent).toBe(`npm install ${names.join(' ')}`);
  });

  it('asks for every peer dependency, the optional ones apart', async () => {
    const section = await renderSection();
    const install = within(section).getByRole('region', { name: 'Install' });
    const required = within(install).getByText(/^Your app provides the peer dependencies/);
    const optional = within(install).getByText(/^Only an app that shows code/);
    for (const folder of libraryFolders) {
      const { peerDependencies = {}, peerDependenciesMeta = {} } = manifest(folder);
      for (const [peer, range] of Object.entries(peerDependencies)) {
        const paragraph = peerDependenciesMeta[peer]?.optional ? optional : required;
        expect(within(paragraph).getByText(`${peer}@${range}`, { selector: 'code' })).toBeTruthy();
      }
    }
  });

  it('names the pre-emption of react-aria’s style element as @ds/ui/utils exports it', async () => {
    expect(uiUtils).toHaveProperty(RESERVE_REACT_ARIA_STYLE_IDS, expect.any(Function));
    const section = await renderSection();
    const csp = within(section).getByRole('region', { name: 'Server components and a strict CSP' });
    expect(within(csp).getByText(`${RESERVE_REACT_ARIA_STYLE_IDS}(document)`)).toBeTruthy();
  });

  it('names every theme of the tokens', async () => {
    const section = await renderSection();
    const themeStep = within(section).getByRole('region', { name: 'Pick a theme' });
    for (const theme of themes) expect(within(themeStep).getByText(theme, { selector: 'code' })).toBeTruthy();
  });
});

describe('tarballName', () => {
  it('is the file npm pack writes: the scope’s @ dropped and its slash a dash', () => {
    expect(tarballName('@ds/ui', '1.2.3')).toBe('ds-ui-1.2.3.tgz');
  });
});
