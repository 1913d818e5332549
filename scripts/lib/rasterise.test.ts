import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { heroArtSizes } from '@ds/ui/hero-panel';
import { heroArtworks } from '@ds/web/art/hero-art';
import { isStale, planRenditions, pruneOutputs, runJob, SOURCE_PATTERN } from './rasterise.mjs';

const artDir = path.resolve(import.meta.dirname, '../../apps/web/art/hero');
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  `<rect width="${width}" height="${height}" fill="#006b74"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ff7d63"/></svg>`;

describe('planRenditions', () => {
  it('plans every width of each drawing in every format, named <artwork>-<breakpoint>-<width>.<format>', () => {
    const jobs = planRenditions({
      sources: ['coast-mobile.svg', 'coast-desktop.svg', 'renditions.json', 'notes.svg'],
      sourceDir: '/art',
      outDir: '/public/art',
      widths: { mobile: [400, 800], desktop: [1440] },
      formats: ['avif', 'webp'],
    });
    expect(jobs).toEqual([
      {
        source: '/art/coast-desktop.svg',
        width: 1440,
        outputs: [
          { format: 'avif', file: '/public/art/coast-desktop-1440.avif' },
          { format: 'webp', file: '/public/art/coast-desktop-1440.webp' },
        ],
      },
      {
        source: '/art/coast-mobile.svg',
        width: 400,
        outputs: [
          { format: 'avif', file: '/public/art/coast-mobile-400.avif' },
          { format: 'webp', file: '/public/art/coast-mobile-400.webp' },
        ],
      },
      {
        source: '/art/coast-mobile.svg',
        width: 800,
        outputs: [
          { format: 'avif', file: '/public/art/coast-mobile-800.avif' },
          { format: 'webp', file: '/public/art/coast-mobile-800.webp' },
        ],
      },
    ]);
  });
});

describe('rasterising in a folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rasterise-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('draws the SVG at each width in AVIF and WebP, at the drawing’s ratio', async () => {
    await writeFile(path.join(dir, 'hills-tablet.svg'), svg(640, 280));
    const [job] = planRenditions({
      sources: ['hills-tablet.svg'],
      sourceDir: dir,
      outDir: dir,
      widths: { tablet: [320] },
      formats: ['avif', 'webp'],
    });
    await runJob(job!);
    for (const format of ['avif', 'webp'] as const) {
      const meta = await sharp(await readFile(path.join(dir, `hills-tablet-320.${format}`))).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([320, 140]);
    }
    expect((await readdir(dir)).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('skips outputs newer than the drawing and the inputs, and redoes them when either changes', async () => {
    const source = path.join(dir, 'hills-mobile.svg');
    const config = path.join(dir, 'renditions.json');
    await writeFile(source, svg(320, 250));
    await writeFile(config, '{}');
    const [job] = planRenditions({
      sources: ['hills-mobile.svg'],
      sourceDir: dir,
      outDir: dir,
      widths: { mobile: [160] },
      formats: ['webp'],
    });
    expect(await isStale(job!, [config])).toBe(true);
    await runJob(job!);
    const past = new Date(Date.now() - 60_000);
    await utimes(source, past, past);
    await utimes(config, past, past);
    expect(await isStale(job!, [config])).toBe(false);
    const now = new Date();
    await utimes(config, now, new Date(now.getTime() + 1000));
    expect(await isStale(job!, [config])).toBe(true);
  });

  it('removes renditions no job writes any more, keeping dotfiles', async () => {
    await writeFile(path.join(dir, 'old-mobile-400.webp'), '');
    await writeFile(path.join(dir, 'coast-mobile-400.webp'), '');
    await writeFile(path.join(dir, '.gitignore'), '*');
    const jobs = planRenditions({
      sources: ['coast-mobile.svg'],
      sourceDir: dir,
      outDir: dir,
      widths: { mobile: [400] },
      formats: ['webp'],
    });
    expect(await pruneOutputs(dir, jobs)).toEqual(['old-mobile-400.webp']);
    expect((await readdir(dir)).sort()).toEqual(['.gitignore', 'coast-mobile-400.webp']);
  });
});

describe('the site’s hero drawings', () => {
  it('are exactly the listed artworks, each drawn for mobile, tablet and desktop', async () => {
    const drawings = (await readdir(artDir)).filter((name) => name.endsWith('.svg'));
    const expected = heroArtworks.flatMap((artwork) =>
      ['mobile', 'tablet', 'desktop'].map((breakpoint) => `${artwork}-${breakpoint}.svg`),
    );
    expect(drawings.sort()).toEqual(expected.sort());
  });

  it('are drawn at the size the hero panel reserves for their breakpoint', async () => {
    const drawings = (await readdir(artDir)).filter((name) => name.endsWith('.svg'));
    for (const name of drawings) {
      const breakpoint = SOURCE_PATTERN.exec(name)?.groups?.breakpoint as keyof typeof heroArtSizes;
      const text = await readFile(path.join(artDir, name), 'utf8');
      const { width, height } = heroArtSizes[breakpoint];
      expect(text, name).toContain(`viewBox="0 0 ${width} ${height}"`);
      // Original artwork only: no scripts, no links to anything outside the file.
      expect(text, name).not.toMatch(/<script|<image|xlink:href="http|href="http/);
    }
  });
});
