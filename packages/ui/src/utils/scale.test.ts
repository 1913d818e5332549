// The classes that follow a token scale are generated (scripts/generate-css.mjs) and must match the tokens.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, COLUMN_COUNTS, outOfDate, readScale, tokensSrcDir } from '../../scripts/generate-css.mjs';
import { spaceKeys } from './space';

const temporary: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ui-css-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the token source with one common file changed. */
function tokenSource(file: string, change: (json: Record<string, Record<string, unknown>>) => void) {
  const dir = tempDir();
  cpSync(tokensSrcDir, dir, { recursive: true });
  const target = path.join(dir, 'common', file);
  const json = JSON.parse(readFileSync(target, 'utf8')) as Record<string, Record<string, unknown>>;
  change(json);
  writeFileSync(target, JSON.stringify(json));
  return dir;
}

describe('generated stylesheets', () => {
  it('are up to date with the tokens, as `npm run generate:check -w @ds/ui` checks too', async () => {
    expect(await outOfDate(await build())).toEqual([]);
  });

  it('are reported when stale', async () => {
    const files = await build();
    const dir = tempDir();
    for (const [file, css] of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(
        path.join(dir, file),
        file === 'src/utils/gap.module.css' ? css.replace('--space-3', '--space-4') : css,
      );
    }
    expect(await outOfDate(files, dir)).toEqual(['src/utils/gap.module.css']);
  });

  it('follow the token scale: a new space step and a new breakpoint get their classes', async () => {
    const space = tokenSource('space.json', (json) => {
      json.space!['12'] = { $value: '8rem' };
    });
    const spaced = await build({ srcDir: space });
    expect(spaced.get('src/utils/gap.module.css')).toContain('.gap-12 {\n  gap: var(--space-12);\n}');
    expect(spaced.get('src/utils/padding.module.css')).toContain(
      '.padding-12 {\n  padding: var(--space-12);\n}',
    );

    const wide = tokenSource('breakpoint.json', (json) => {
      json.breakpoint!.xxxl = { $value: '1920px' };
    });
    const counts = (await build({ srcDir: wide })).get('src/columns/counts.module.css') ?? '';
    const block = counts.slice(counts.indexOf('@media (--from-xxxl) {'));
    expect(block).toContain('.xxxl-6 {\n    grid-template-columns: repeat(6, minmax(0, 1fr));\n  }');
  });

  it('put the counts of each breakpoint after the smaller ones, under its named media query', async () => {
    const counts = (await build()).get('src/columns/counts.module.css') ?? '';
    const { breakpoints } = await readScale();
    const at = breakpoints.map((bp) => counts.indexOf(`.${bp.name}-1 {`));
    expect(at.every((index, i) => index > (at[i - 1] ?? -1))).toBe(true);
    expect([...counts.matchAll(/@media \(([^)]+)\)/g)].map((m) => m[1])).toEqual(
      breakpoints.slice(1).map((bp) => `--from-${bp.name}`),
    );
    expect(counts.match(/grid-template-columns/g)).toHaveLength(breakpoints.length * COLUMN_COUNTS.length);
  });

  it('refuse a breakpoint that is not in px or a scale without a 0px breakpoint', async () => {
    const rem = tokenSource('breakpoint.json', (json) => {
      json.breakpoint!.sm = { $value: '36rem' };
    });
    await expect(build({ srcDir: rem })).rejects.toThrow('breakpoint.sm must be in px: 36rem');
    const noZero = tokenSource('breakpoint.json', (json) => {
      delete json.breakpoint!.xs;
    });
    await expect(build({ srcDir: noZero })).rejects.toThrow('smallest breakpoint must be 0px');
  });
});

describe('spaceKeys', () => {
  it('are the steps of the space scale', async () => {
    expect([...spaceKeys]).toEqual((await readScale()).space);
  });
});
