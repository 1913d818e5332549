// The token showcase must show what the CSS really uses: every row's value is compared with the custom property
// the generated stylesheet declares (var() chains followed), for the main theme and for the themes the colour
// showcase shows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { computed, parseCss, themeSelector } from '@ds/tokens/read-css';
import type { Declarations } from '@ds/tokens/read-css';
import { tokenIndex } from '@ds/tokens/tokens';
import { groupRows, tierTabs, tokenRows } from './token-rows';

const require = createRequire(import.meta.url);
const css = (file: string) => readFileSync(require.resolve(`@ds/tokens/css/${file}`), 'utf8');
const root = (file: string) => parseCss(css(file)).get(':root') ?? new Map<string, string>();

function themeDeclarations(theme: string): Declarations {
  const overrides = parseCss(css(`themes/${theme}.css`)).get(themeSelector(theme)) ?? new Map();
  return new Map([...root('base.css'), ...overrides]);
}

describe('token showcase rows', () => {
  it('has a tab for each of the four tiers, and every token is in exactly one', () => {
    expect(tierTabs.map((tab) => tab.label)).toEqual(['Theme', 'Component', 'Common', 'Primitive']);
    const shown = tierTabs.flatMap((tab) => tokenRows(tab.tier).map((row) => row.path));
    expect(shown.sort()).toEqual(tokenIndex.map((token) => token.path).sort());
  });

  it.each(['theme', 'component', 'common'] as const)(
    'shows %s tokens with the values base.css declares',
    (tier) => {
      const declarations = root('base.css');
      for (const row of tokenRows(tier)) {
        expect(row.cssVar).toBe(`--${row.path.replace(/\./g, '-')}`);
        expect(row.value, row.cssVar).toBe(computed(declarations, row.cssVar.slice(2)));
      }
    },
  );

  it('shows primitives with the values primitives.css declares', () => {
    const declarations = root('primitives.css');
    for (const row of tokenRows('primitive')) {
      expect(row.value, row.cssVar).toBe(computed(declarations, row.cssVar.slice(2)));
    }
  });

  it.each(['gu', 'foundation', 'thrive'] as const)(
    'shows the %s theme’s roles as its stylesheet sets them',
    (theme) => {
      const declarations = themeDeclarations(theme);
      for (const row of tokenRows('theme', theme)) {
        expect(row.value, row.cssVar).toBe(computed(declarations, row.cssVar.slice(2)));
      }
    },
  );

  it('groups colours by family and other tokens by scale, keeping every row', () => {
    const groups = groupRows(tokenRows('primitive'));
    expect(groups.map((group) => group.title)).toContain('Colour: teal');
    expect(groups.flatMap((group) => group.rows)).toHaveLength(tokenRows('primitive').length);
    expect(groupRows(tokenRows('common')).map((group) => group.title)).toContain('Space');
  });
});
