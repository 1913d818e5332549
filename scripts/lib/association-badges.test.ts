// The association badges in the footer are SVGs with their words in <text>: no word may run past the badge's
// edge (the Reconciliation Action Plan badge once read 'Reconciliat'). A line either has a textLength that fits,
// or is short enough for any common font at 0.62em a character (wider than system-ui's average, bold included).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.mjs';

const dir = path.join(repoRoot, 'apps/web/public/images/associations');
const MARGIN = 4;
const CHARACTER_WIDTH_EM = 0.62;

function attribute(tag: string, name: string): number | null {
  const match = tag.match(new RegExp(`\\s${name}="([\\d.]+)"`));
  return match ? Number(match[1]) : null;
}

describe('association badges', () => {
  const files = readdirSync(dir).filter((file) => file.endsWith('.svg'));

  it('there are badges to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file}: every line of text fits inside the badge`, () => {
      const svg = readFileSync(path.join(dir, file), 'utf8');
      const width = Number(svg.match(/viewBox="0 0 ([\d.]+) /)?.[1]);
      expect(width).toBeGreaterThan(0);
      const lines = [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)];
      expect(lines.length).toBeGreaterThan(0);
      for (const [, tag = '', words = ''] of lines) {
        const x = attribute(tag, 'x') ?? 0;
        const fontSize = attribute(tag, 'font-size') ?? 16;
        const length = attribute(tag, 'textLength') ?? words.length * fontSize * CHARACTER_WIDTH_EM;
        expect(x + length, `"${words}" ends at ${x + length} of ${width}`).toBeLessThanOrEqual(
          width - MARGIN,
        );
      }
    });
  }
});
