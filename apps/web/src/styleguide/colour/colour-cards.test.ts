// The colour showcase shows each brand's colours as its stylesheet sets them, and contrast ratios worked out from
// those same values.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@ds/tokens/contrast';
import { computed, parseCss, themeSelector } from '@ds/tokens/read-css';
import { colourGroups, formatRatio, showcaseThemes } from './colour-cards';

const require = createRequire(import.meta.url);
const css = (file: string) => readFileSync(require.resolve(`@ds/tokens/css/${file}`), 'utf8');

function declarations(theme: string) {
  const base = parseCss(css('base.css')).get(':root') ?? new Map<string, string>();
  const overrides =
    theme === 'main'
      ? new Map<string, string>()
      : (parseCss(css(`themes/${theme}.css`)).get(themeSelector(theme)) ?? new Map());
  return new Map([...base, ...overrides]);
}

const property = (path: string) => path.replace(/\./g, '-');

describe('colour showcase', () => {
  it('shows three brands', () => {
    expect(showcaseThemes).toHaveLength(3);
  });

  it.each(showcaseThemes)('%s: every card shows the colour its stylesheet computes', (theme) => {
    const css = declarations(theme);
    const cards = colourGroups(theme).flatMap((group) => group.cards);
    expect(cards.length).toBeGreaterThan(50);
    for (const card of cards) {
      expect(card.value, card.cssVar).toBe(computed(css, card.cssVar.slice(2)));
    }
  });

  it.each(showcaseThemes)('%s: every pair’s ratio comes from the CSS values, and each passes AA', (theme) => {
    const css = declarations(theme);
    const pairs = colourGroups(theme).flatMap((group) =>
      group.cards.flatMap((card) => card.pairs.map((pair) => ({ card, pair }))),
    );
    expect(pairs.length).toBeGreaterThan(40);
    for (const { card, pair } of pairs) {
      const expected = contrastRatio(
        computed(css, property(card.path)),
        computed(css, property(pair.background)),
      );
      expect(pair.ratio, `${card.path} on ${pair.background}`).toBeCloseTo(expected, 6);
      expect(pair.passes).toBe(pair.ratio >= pair.min);
      expect(pair.passes, `${card.path} on ${pair.background}`).toBe(true);
    }
  });

  it('writes ratios cut to two decimals, so a near miss never rounds up to a pass', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
