// The token source keeps its tier rules: every theme defines every role, aliases point the right way,
// the theme list agrees with the files, and the fixed business colours are exact.
import { describe, expect, it } from 'vitest';
import { defaultTheme, isPartnerTheme, isThemeId, partnerThemes, themeInfo, themes } from './meta';
import {
  aliasesIn,
  leaves,
  loadTheme,
  readJson,
  roleContract,
  themeFile,
  themeFileIds,
  tierFiles,
} from './source';

describe('theme list', () => {
  it('has a source file for every theme in meta.ts, and no file without an entry', () => {
    expect([...themeFileIds()].sort()).toEqual([...themes].sort());
  });

  it('names exactly seven partner themes, all of them real themes', () => {
    expect(partnerThemes).toHaveLength(7);
    expect(new Set(partnerThemes).size).toBe(7);
    for (const id of partnerThemes) expect(themes).toContain(id);
    expect(themes.filter((id) => themeInfo[id].partner)).toEqual([...partnerThemes]);
  });

  it('defaults to the main brand and knows the main, gu, foundation and thrive themes', () => {
    expect(defaultTheme).toBe('main');
    expect(themes[0]).toBe('main');
    for (const id of ['main', 'gu', 'foundation', 'thrive']) {
      expect(isThemeId(id)).toBe(true);
      expect(isPartnerTheme(id)).toBe(false);
    }
    expect(isThemeId('nope')).toBe(false);
    expect(isPartnerTheme('kestrel')).toBe(true);
  });
});

describe('theme files', () => {
  const roles = [...roleContract().keys()];

  it('the role contract lists the colour roles components are written against', () => {
    expect(roles).toEqual(
      expect.arrayContaining([
        'color.brand.primary',
        'color.on-brand.primary',
        'color.accent',
        'color.on-accent',
        'color.text.default',
        'color.surface.page',
        'color.focus-ring',
        'color.nav.indicator',
        'color.acknowledgement.text',
      ]),
    );
    expect(roles.length).toBeGreaterThanOrEqual(47);
  });

  it.each(themes)(
    '"%s" defines every colour role and nothing else, so nothing falls back silently',
    (theme) => {
      const defined = leaves(readJson(themeFile(theme))).map((leaf) => leaf.path);
      expect(
        defined.filter((path) => !roles.includes(path)),
        'not in the contract',
      ).toEqual([]);
      expect(
        roles.filter((path) => !defined.includes(path)),
        'missing roles',
      ).toEqual([]);
    },
  );

  it.each(themes)('"%s" maps roles onto the palette or other roles, never raw colours', (theme) => {
    const raw = leaves(readJson(themeFile(theme)))
      .filter((leaf) => typeof leaf.node.$value !== 'string' || !/^\{[\w.-]+\}$/.test(leaf.node.$value))
      .map((leaf) => `${leaf.path}: ${JSON.stringify(leaf.node.$value)}`);
    expect(raw).toEqual([]);
  });

  it('gives each theme its own brand colour and accent', () => {
    const brand = themes.map((id) => loadTheme(id).get('color.brand.primary')?.value);
    const accent = themes.map(
      (id) =>
        `${loadTheme(id).get('color.brand.primary')?.value}/${loadTheme(id).get('color.accent')?.value}`,
    );
    expect(new Set(brand).size).toBe(themes.length);
    expect(new Set(accent).size).toBe(themes.length);
  });
});

describe('tiers', () => {
  it.each(themes)('every alias in theme "%s" resolves', (theme) => {
    expect(() => loadTheme(theme)).not.toThrow();
  });

  const tokens = loadTheme(defaultTheme);
  const tierOf = (path: string) => tokens.get(path)?.tier;

  it('primitives hold raw values only', () => {
    const aliased = [...tokens.values()].filter(
      (t) => t.tier === 'primitive' && aliasesIn(t.original).length,
    );
    expect(aliased.map((t) => t.path)).toEqual([]);
  });

  it('common tokens never refer to the theme or component tiers', () => {
    const wrong = [...tokens.values()]
      .filter((t) => t.tier === 'common')
      .flatMap((t) =>
        aliasesIn(t.original).filter((ref) => ['theme', 'component'].includes(tierOf(ref) ?? '')),
      );
    expect(wrong).toEqual([]);
  });

  it('component colours refer to theme or common colours, never the palette, so every theme reaches them', () => {
    const wrong = [...tokens.values()]
      .filter((t) => t.tier === 'component' && t.type === 'color')
      .filter(
        (t) =>
          aliasesIn(t.original).some((ref) => tierOf(ref) === 'primitive') || !aliasesIn(t.original).length,
      )
      .map((t) => t.path);
    expect(wrong).toEqual([]);
  });

  it('every token has a $type', () => {
    expect([...tokens.values()].filter((t) => !t.type).map((t) => t.path)).toEqual([]);
  });

  it('every source file is DTCG: no "value"/"type" keys without the $ prefix', () => {
    const files = [
      ...tierFiles('primitive'),
      ...tierFiles('common'),
      ...tierFiles('theme'),
      ...tierFiles('component'),
    ];
    const offenders = files.filter((file) =>
      /"(value|type|description)":/.test(JSON.stringify(readJson(file))),
    );
    expect(offenders).toEqual([]);
  });
});

describe('common tokens', () => {
  const tokens = loadTheme(defaultTheme);
  const value = (path: string) => tokens.get(path)?.value;

  it('has the exact hospital tier colours', () => {
    expect(value('color.tier.basic')).toBe('#144a38');
    expect(value('color.tier.bronze')).toBe('#cd7f32');
    expect(value('color.tier.silver')).toBe('#83aebe');
    expect(value('color.tier.gold')).toBe('#c5b358');
  });

  it('is the same in every theme', () => {
    const common = (theme: string) =>
      [...loadTheme(theme).values()].filter((t) => t.tier === 'common').map((t) => [t.path, t.value]);
    for (const theme of themes) expect(common(theme)).toEqual(common(defaultTheme));
  });

  it('starts the font stacks with Figtree Variable', () => {
    expect(value('font.family.body')).toEqual(expect.arrayContaining(['Figtree Variable', 'system-ui']));
    expect((value('font.family.body') as string[])[0]).toBe('Figtree Variable');
    expect((value('font.family.heading') as string[])[0]).toBe('Figtree Variable');
  });
});
