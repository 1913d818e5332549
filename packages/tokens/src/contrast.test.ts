// Every colour pair a token declares in $extensions["com.ds.contrast"] meets WCAG AA in every theme.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast';
import { themes } from './meta';
import { loadTheme, roleContract } from './source';

describe('WCAG contrast maths', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#006b74', '#006b74')).toBe(1);
  });

  it('matches known reference ratios', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('refuses colours with alpha or that are not hex', () => {
    expect(() => parseHex('#00000080')).toThrow(/opaque hex/);
    expect(() => parseHex('rebeccapurple')).toThrow(/opaque hex/);
  });
});

interface Failure {
  pair: string;
  ratio: number;
  min: number;
}

function checkTheme(theme: string): { checked: number; failures: Failure[]; problems: string[] } {
  const tokens = loadTheme(theme);
  const failures: Failure[] = [];
  const problems: string[] = [];
  let checked = 0;
  for (const token of tokens.values()) {
    if (!token.contrast) continue;
    const { on, min } = token.contrast;
    if (!Array.isArray(on) || on.length === 0 || typeof min !== 'number' || min < 3) {
      problems.push(`${token.path}: contrast needs a non-empty "on" list and a "min" of at least 3`);
      continue;
    }
    for (const background of on) {
      const bg = tokens.get(background);
      if (!bg) {
        problems.push(`${token.path}: background ${background} does not exist`);
        continue;
      }
      const ratio = contrastRatio(String(token.value), String(bg.value));
      checked += 1;
      if (ratio < min) {
        failures.push({
          pair: `${token.path} (${String(token.value)}) on ${background} (${String(bg.value)})`,
          ratio,
          min,
        });
      }
    }
  }
  return { checked, failures, problems };
}

describe.each(themes)('theme "%s"', (theme) => {
  it('meets WCAG AA for every declared foreground/background pair', () => {
    const { checked, failures, problems } = checkTheme(theme);
    expect(problems, `${theme}: broken contrast declarations`).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    const report = failures.map((f) => `${theme}: ${f.pair} is ${f.ratio.toFixed(2)}:1, needs ${f.min}:1`);
    expect(report, `contrast failures in theme "${theme}"`).toEqual([]);
  });
});

describe('contrast declarations', () => {
  // Surfaces and fills are backgrounds; everything else is read or must be seen, so it declares its pairs.
  const background = /surface|^color\.brand\.secondary$|^color\.accent(-hover)?$|^color\.border\.subtle$/;

  it('is present on every colour role that is not a surface or fill', () => {
    const missing = [...roleContract()]
      .filter(([path, leaf]) => !background.test(path) && !leaf.node.$extensions)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('covers the pairs the components rely on', () => {
    const tokens = loadTheme('main');
    const pairs = (path: string) => tokens.get(path)?.contrast?.on ?? [];
    expect(pairs('color.text.default')).toEqual(
      expect.arrayContaining(['color.surface.page', 'color.surface.raised', 'color.surface.subtle']),
    );
    expect(pairs('color.on-brand.primary')).toContain('color.brand.primary');
    expect(pairs('color.footer.text')).toContain('color.footer.surface');
    expect(pairs('color.nav.text')).toContain('color.nav.surface');
    expect(pairs('color.ribbon.text')).toContain('color.ribbon.surface');
    expect(pairs('color.acknowledgement.text')).toContain('color.acknowledgement.surface');
    expect(pairs('color.text.link')).toEqual(
      expect.arrayContaining(['color.surface.page', 'color.surface.subtle']),
    );
    expect(pairs('button.primary-text')).toContain('button.primary-surface');
    for (const status of ['success', 'info', 'warning', 'error']) {
      expect(pairs(`color.${status}.text`)).toContain(`color.${status}.surface`);
    }
    expect(tokens.get('color.focus-ring')?.contrast).toEqual({
      on: expect.arrayContaining(['color.surface.page']),
      min: 3,
    });
  });
});
