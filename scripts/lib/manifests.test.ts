import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Logo } from '@ds/site';
import { variantConfigs } from '@ds/site/data';
import { tokenValue } from '@ds/tokens/tokens';
import type { WebAppManifest } from './manifests.mjs';
import { brandsOf, ICONS, MANIFEST_FILE, MARK_SHAPES, writeBrandIcons } from './manifests.mjs';

let publicDir: string;
beforeAll(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), 'manifests-'));
  await writeBrandIcons({ publicDir, variantConfigs, tokenValue });
});
afterAll(() => rm(publicDir, { recursive: true, force: true }));

const manifestOf = async (theme: string): Promise<WebAppManifest> =>
  JSON.parse(await readFile(path.join(publicDir, 'icons', theme, MANIFEST_FILE), 'utf8'));

describe('brandsOf', () => {
  it('finds one brand per theme the variants use, at the home of its shortest path prefix', () => {
    expect(brandsOf(variantConfigs).map(({ theme, homePath, mark }) => ({ theme, homePath, mark }))).toEqual(
      expect.arrayContaining([
        { theme: 'main', homePath: '/', mark: 'larkspur' },
        { theme: 'foundation', homePath: '/foundation', mark: 'larkspur' },
        { theme: 'thrive', homePath: '/thrive', mark: 'larkspur' },
        { theme: 'gu', homePath: '/gu', mark: 'gumleaf' },
      ]),
    );
    expect(brandsOf(variantConfigs)).toHaveLength(4);
  });
});

describe.each(['main', 'foundation', 'thrive', 'gu'] as const)('the %s brand’s manifest', (theme) => {
  it('takes its theme and background colours from the built tokens', async () => {
    const manifest = await manifestOf(theme);
    expect(manifest.theme_color).toBe(tokenValue(theme, 'color.brand.primary'));
    expect(manifest.background_color).toBe(tokenValue(theme, 'color.surface.page'));
  });

  it('starts at and is scoped to the brand’s home, with its name', async () => {
    const manifest = await manifestOf(theme);
    const brand = brandsOf(variantConfigs).find((each) => each.theme === theme)!;
    expect(manifest).toMatchObject({ name: brand.name, start_url: brand.homePath, scope: brand.homePath });
  });

  it('lists icons that exist at the size, type and purpose it states, one of them maskable', async () => {
    const { icons } = await manifestOf(theme);
    expect(icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of icons) {
      const file = path.join(publicDir, icon.src);
      const { format, width, height } = await sharp(file).metadata();
      expect(`image/${format === 'svg' ? 'svg+xml' : format}`).toBe(icon.type);
      if (icon.sizes !== 'any') expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('draws the maskable and Apple icons full-bleed on the brand colour', async () => {
    const [r, g, b] = String(tokenValue(theme, 'color.brand.primary'))
      .match(/[0-9a-f]{2}/gi)!
      .map((hex) => parseInt(hex, 16));
    for (const icon of ICONS.filter((each) => each.purpose !== 'any')) {
      const { data, info } = await sharp(path.join(publicDir, 'icons', theme, icon.file))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(icon.size);
      // The top-left corner: a rounded or transparent icon would show something else there.
      expect([...data.subarray(0, 3)]).toEqual([r, g, b]);
      if (info.channels === 4) expect(data[3]).toBe(255);
    }
  });
});

describe('the icons’ marks', () => {
  it.each(['larkspur', 'gumleaf'] as const)('draw the %s mark with the logo’s shapes', (mark) => {
    const markup = renderToStaticMarkup(createElement(Logo, { logo: { mark, name: 'Brand' }, href: '/' }));
    const shapes = [...markup.matchAll(/<(circle|path) ([^>]*?)\/?>/g)].map(([, element, attributes]) => ({
      element,
      attributes: Object.fromEntries(
        [...attributes!.matchAll(/(cx|cy|r|d)="([^"]*)"/g)].map(([, name, value]) => [
          name,
          name === 'd' ? value : Number(value),
        ]),
      ),
    }));
    expect(shapes).toEqual(MARK_SHAPES[mark].map(({ element, attributes }) => ({ element, attributes })));
  });
});
