// Share cards: what they are drawn from, their cache key, and one real render.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandOf, cacheKey, cardOf, cardTitle, renderCard, writeCards } from './share-images.mjs';
import { readPage } from './share-pages.mjs';

const page = (title: string, variant = 'nz', theme = 'main', file = 'nz/claims.html') =>
  readPage(
    `<html><head><title>${title}</title></head><body><div data-theme="${theme}" data-variant="${variant}"></div></body></html>`,
    file,
  );

describe('cards', () => {
  it("take the brand's logo words and its theme's colours", () => {
    expect(brandOf('gu', 'gu')).toMatchObject({
      mark: 'gumleaf',
      name: 'Gumleaf',
      descriptor: 'Health',
      host: 'gumleaf.example',
      colours: { bar: '#393993', onBar: '#ffffff' },
    });
    expect(brandOf('nz', 'main')).toMatchObject({ name: 'Larkspur', descriptor: 'Health NZ' });
  });

  it('drop the brand suffix the bar already shows from the title, and nothing else', () => {
    expect(cardTitle('Claims | Larkspur NZ', 'nz')).toBe('Claims');
    expect(cardTitle('Colour | Larkspur Design System', 'arhi')).toBe('Colour');
    expect(cardTitle('Cats | Dogs', 'arhi')).toBe('Cats | Dogs');
  });

  it('leave off a section that repeats the logo words', () => {
    expect(
      cardOf(page('Hospital cover | Gumleaf Health', 'gu', 'gu', 'gu/hospital-cover.html')).section,
    ).toBe('');
  });
});

describe('cacheKey', () => {
  const card = cardOf(page('Claims | Larkspur NZ'));

  it('is the same for the same card', () => {
    expect(cacheKey(cardOf(page('Claims | Larkspur NZ')))).toBe(cacheKey(card));
  });

  it('changes when the title changes', () => {
    expect(cacheKey(cardOf(page('Making a claim | Larkspur NZ')))).not.toBe(cacheKey(card));
  });

  it('changes with the brand or the fonts, not with anything the card does not show', () => {
    expect(cacheKey(cardOf(page('Claims | Larkspur NZ', 'nz', 'gu')))).not.toBe(cacheKey(card));
    expect(cacheKey(card, 'other fonts')).not.toBe(cacheKey(card));
    const elsewhere = page('Claims | Larkspur NZ', 'nz', 'main', 'nz/other/claims.html');
    expect(cacheKey(cardOf(elsewhere))).toBe(cacheKey(card));
  });
});

describe('rendering', () => {
  it('draws a 1200x630 PNG, and takes it from the cache the second time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'share-images-'));
    try {
      const card = cardOf(page('A title long enough to wrap onto a second line of the card | Larkspur NZ'));
      const target = path.join(dir, 'out/og/nz/claims.png');
      expect(await writeCards([{ card, target }], path.join(dir, 'cache'))).toEqual({ drawn: 1, cached: 0 });
      expect(await sharp(await readFile(target)).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      });
      expect(await writeCards([{ card, target }], path.join(dir, 'cache'))).toEqual({ drawn: 0, cached: 1 });
      expect((await renderCard(card)).equals(await readFile(target))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('draws a card two pages share once, and gives it to both', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'share-images-'));
    try {
      const card = cardOf(page('Claims | Larkspur NZ'));
      const targets = ['out/og/nz/claims.png', 'out/og/nz/other/claims.png'].map((file) =>
        path.join(dir, file),
      );
      const jobs = targets.map((target) => ({ card, target }));
      expect(await writeCards(jobs, path.join(dir, 'cache'))).toEqual({ drawn: 1, cached: 0 });
      const [first, second] = await Promise.all(targets.map((target) => readFile(target)));
      expect(first).toBeInstanceOf(Buffer);
      expect(second).toEqual(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
