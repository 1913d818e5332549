// Runs build.mjs into a temporary folder and checks what ships: every custom property components use,
// theme files holding only overrides, CSS that resolves to the colours the contrast test checked, typed TS.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTheme, partnerThemes, themes } from './meta';
import { computed, parseCss, themeSelector } from './read-css';
import { cssName, loadTheme, roleContract, srcDir } from './source';

const BUILD_TIMEOUT = 60_000;

/** The custom properties other packages are written against. Values given where SPEC or the design fix them. */
const required: Record<string, string | null> = {
  ...Object.fromEntries(
    [
      'color-brand-primary',
      'color-brand-primary-hover',
      'color-on-brand-primary',
      'color-brand-secondary',
      'color-on-brand-secondary',
      'color-accent',
      'color-accent-hover',
      'color-on-accent',
      'color-text-default',
      'color-text-muted',
      'color-text-heading',
      'color-text-inverse',
      'color-text-link',
      'color-text-link-hover',
      'color-surface-page',
      'color-surface-raised',
      'color-surface-subtle',
      'color-surface-brand',
      'color-on-surface-brand',
      'color-surface-inverse',
      'color-border-subtle',
      'color-border-default',
      'color-border-strong',
      'color-focus-ring',
      'color-success-text',
      'color-success-surface',
      'color-info-text',
      'color-info-surface',
      'color-warning-text',
      'color-warning-surface',
      'color-error-text',
      'color-error-surface',
      'color-header-surface',
      'color-header-text',
      'color-ribbon-surface',
      'color-ribbon-text',
      'color-nav-surface',
      'color-nav-text',
      'color-nav-indicator',
      'color-footer-surface',
      'color-footer-text',
      'color-footer-heading',
      'color-footer-link',
      'color-small-footer-surface',
      'color-small-footer-text',
      'color-acknowledgement-surface',
      'color-acknowledgement-text',
      'color-product-hospital',
      'color-product-extras',
      'color-product-combined',
      'font-family-body',
      'font-family-heading',
      'font-family-mono',
      'shadow-sm',
      'shadow-md',
      'shadow-lg',
      'motion-easing-standard',
      'motion-easing-enter',
      'motion-easing-exit',
      'container-padding-inline',
      'button-radius',
      'button-height-sm',
      'button-height-md',
      'button-height-lg',
      'button-primary-surface',
      'button-primary-surface-hover',
      'button-primary-text',
      'button-secondary-border',
      'button-secondary-text',
      'button-secondary-surface-hover',
      'button-tertiary-text',
      'card-radius',
      'card-shadow',
      'header-height-desktop',
      'header-height-small',
    ].map((name) => [name, null]),
  ),
  'color-tier-basic': '#144a38',
  'color-tier-bronze': '#cd7f32',
  'color-tier-silver': '#83aebe',
  'color-tier-gold': '#c5b358',
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.25rem',
  'font-size-2xl': '1.5rem',
  'font-size-3xl': '1.875rem',
  'font-size-4xl': '2.25rem',
  'font-size-5xl': '3rem',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-semibold': '600',
  'font-weight-bold': '700',
  'line-height-tight': '1.2',
  'line-height-snug': '1.35',
  'line-height-normal': '1.5',
  'line-height-relaxed': '1.65',
  'measure-text': '68ch',
  'space-0': '0',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
  'space-7': '2.5rem',
  'space-8': '3rem',
  'space-9': '4rem',
  'space-10': '5rem',
  'space-11': '6rem',
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '16px',
  'radius-xl': '24px',
  'radius-pill': '999px',
  'breakpoint-xs': '0px',
  'breakpoint-sm': '576px',
  'breakpoint-md': '768px',
  'breakpoint-lg': '992px',
  'breakpoint-xl': '1200px',
  'breakpoint-xxl': '1440px',
  'viewport-compact': '400px',
  'focus-ring-width': '3px',
  'focus-ring-offset': '0.125rem',
  'focus-ring-offset-inset': '-0.5rem',
  'motion-duration-fast': '0.1s',
  'motion-duration-base': '0.2s',
  'motion-duration-slow': '0.3s',
  'z-base': '0',
  'z-dropdown': '100',
  'z-sticky': '200',
  'z-header': '300',
  'z-overlay': '400',
  'z-drawer': '500',
  'z-modal': '600',
  'z-toast': '700',
  'container-max-width': '80rem',
  'dropdown-width': '17rem',
  'dropdown-max-width': '30rem',
  'drawer-width': '24rem',
  'modal-max-width': '620px',
  'modal-content-max-width': '1200px',
};

const selectorOf = themeSelector;

let out = '';
let secondOut = '';
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

function runBuild(dir: string, src?: string) {
  const args = [join(srcDir, '..', 'build.mjs'), '--out', dir, ...(src ? ['--src', src] : [])];
  try {
    execFileSync(process.execPath, args, { stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`build.mjs failed: ${stderr}`);
  }
}

/** The parts of the generated module this test reads. */
interface GeneratedTokens {
  themes: readonly string[];
  partnerThemes: readonly string[];
  defaultTheme: string;
  breakpoints: Record<string, number>;
  tokens: Record<
    string,
    { theme: { color: { text: { default: string } } }; common: { color: { tier: { gold: string } } } }
  >;
  tokenIndex: readonly { path: string; contrast?: { min: number } }[];
  tokenValue: (theme: string, path: string) => string | number;
  cssVar: (path: string) => string;
}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'ds-tokens-'));
  runBuild(out);
}, BUILD_TIMEOUT);

afterAll(() => {
  for (const dir of [out, secondOut]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('base.css', () => {
  it('declares every custom property the components use on :root, with the fixed values', () => {
    const blocks = parseCss(read(out, 'css/base.css'));
    expect([...blocks.keys()]).toEqual([':root']);
    const root = blocks.get(':root') ?? new Map<string, string>();
    const missing = Object.keys(required).filter((name) => !root.has(name));
    expect(missing, 'missing custom properties').toEqual([]);
    const wrong = Object.entries(required)
      .filter(([name, value]) => value !== null && root.get(name) !== value)
      .map(([name, value]) => `--${name}: ${root.get(name)} (expected ${value})`);
    expect(wrong).toEqual([]);
  });

  it('starts the font stacks with Figtree Variable and falls back to system fonts', () => {
    const root = parseCss(read(out, 'css/base.css')).get(':root');
    expect(root?.get('font-family-body')).toMatch(/^'Figtree Variable', system-ui, /);
    expect(root?.get('font-family-heading')).toMatch(/^'Figtree Variable', system-ui, /);
  });

  it('holds every common and component token and the main colour roles, but no raw palette', () => {
    const root = parseCss(read(out, 'css/base.css')).get(':root') ?? new Map<string, string>();
    const tokens = [...loadTheme(defaultTheme).values()];
    const expected = tokens.filter((t) => t.tier !== 'primitive').map((t) => cssName(t.path).slice(2));
    expect(expected.filter((name) => !root.has(name))).toEqual([]);
    expect(root.has('color-teal-700')).toBe(false);
  });
});

describe('theme stylesheets', () => {
  const roleNames = [...roleContract().keys()].map((path) => cssName(path).slice(2));

  it('has one file per theme, the default included for nesting', () => {
    const files = readdirSync(join(out, 'css', 'themes')).sort();
    expect(files).toEqual(themes.map((id) => `${id}.css`).sort());
  });

  it.each(themes.filter((id) => id !== defaultTheme))(
    '"%s" holds only overrides, under its data-theme selector, for every colour role',
    (theme) => {
      const blocks = parseCss(read(out, `css/themes/${theme}.css`));
      expect([...blocks.keys()]).toEqual([selectorOf(theme)]);
      const declarations = blocks.get(selectorOf(theme)) ?? new Map<string, string>();
      expect(roleNames.filter((name) => !declarations.has(name))).toEqual([]);
      const notThemed = [...declarations.keys()].filter(
        (name) => !name.startsWith('color-') && !/^(button|card|icon)-/.test(name),
      );
      expect(notThemed, 'common tokens do not belong in a theme file').toEqual([]);
      expect(declarations.has('space-4')).toBe(false);
    },
  );

  it('all-themes.css holds every theme block, default first', () => {
    const blocks = [...parseCss(read(out, 'css/all-themes.css')).keys()];
    expect(blocks).toEqual(themes.map(selectorOf));
  });

  it.each(themes)(
    'in "%s", every colour custom property resolves to the value the contrast test checks',
    (theme) => {
      const base = parseCss(read(out, 'css/base.css')).get(':root') ?? new Map<string, string>();
      const overrides = parseCss(read(out, `css/themes/${theme}.css`)).get(selectorOf(theme)) ?? new Map();
      const effective = new Map([...base, ...overrides]);
      const mismatches = [...loadTheme(theme).values()]
        .filter((t) => t.tier !== 'primitive' && t.type === 'color')
        .map((t) => [t.path, computed(effective, cssName(t.path).slice(2)), t.value] as const)
        .filter(([, css, source]) => css !== source)
        .map(([path, css, source]) => `${path}: css ${css}, source ${String(source)}`);
      expect(mismatches).toEqual([]);
    },
  );
});

describe('custom-media.css', () => {
  it('names a from and a below query for every width above zero, each below query just under its from', () => {
    const css = read(out, 'css/custom-media.css').replace(/\/\*[\s\S]*?\*\//g, '');
    const queries = Object.fromEntries(
      [...css.matchAll(/@custom-media (--[\w-]+) ([^;]+);/g)].map((m) => [m[1], m[2]]),
    );
    expect(queries).toEqual({
      '--from-compact': '(min-width: 400px)',
      '--from-sm': '(min-width: 576px)',
      '--from-md': '(min-width: 768px)',
      '--from-lg': '(min-width: 992px)',
      '--from-xl': '(min-width: 1200px)',
      '--from-xxl': '(min-width: 1440px)',
      '--below-compact': '(max-width: 399.98px)',
      '--below-sm': '(max-width: 575.98px)',
      '--below-md': '(max-width: 767.98px)',
      '--below-lg': '(max-width: 991.98px)',
      '--below-xl': '(max-width: 1199.98px)',
      '--below-xxl': '(max-width: 1439.98px)',
    });
    expect(css.replace(/@custom-media [^;]+;/g, '').trim()).toBe('');
  });
});

describe('tokens.ts', () => {
  it('exports the theme list, partner themes, default theme, breakpoints and values per theme', async () => {
    const generated = (await import(/* @vite-ignore */ join(out, 'tokens.ts'))) as GeneratedTokens;
    expect(generated.themes).toEqual([...themes]);
    expect(generated.partnerThemes).toEqual([...partnerThemes]);
    expect(generated.partnerThemes).toHaveLength(7);
    expect(generated.defaultTheme).toBe('main');
    expect(generated.breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440 });
    for (const theme of themes) {
      const source = loadTheme(theme);
      expect(generated.tokenValue(theme, 'color.brand.primary')).toBe(
        source.get('color.brand.primary')?.value,
      );
      expect(generated.tokens[theme]?.theme.color.text.default).toBe(source.get('color.text.default')?.value);
    }
    expect(generated.tokens.gu?.common.color.tier.gold).toBe('#c5b358');
    expect(generated.tokenValue('main', 'space.4')).toBe('1rem');
    expect(generated.cssVar('color.brand.primary')).toBe('var(--color-brand-primary)');
    expect(generated.tokenIndex.find((t) => t.path === 'color.text.default')?.contrast?.min).toBe(4.5);
  });

  it('is source code with the declared exports', () => {
    const ts = read(out, 'tokens.ts');
    for (const line of [
      'export const themes = [',
      'export type ThemeId = ',
      'export const partnerThemes = [',
      'export const defaultTheme = "main"',
      'export const breakpoints = {',
      'export const tokens = {',
    ]) {
      expect(ts).toContain(line);
    }
  });
});

describe('the build', () => {
  it(
    'is deterministic: a second build writes identical files',
    () => {
      secondOut = mkdtempSync(join(tmpdir(), 'ds-tokens-'));
      runBuild(secondOut);
      const files = (dir: string) =>
        (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(css|ts)$/.test(f)).sort();
      expect(files(secondOut)).toEqual(files(out));
      for (const file of files(out)) expect(read(secondOut, file), file).toBe(read(out, file));
    },
    BUILD_TIMEOUT,
  );

  it('refuses a width token that is not in px, since media queries are written from it', () => {
    const copy = mkdtempSync(join(tmpdir(), 'ds-tokens-src-'));
    try {
      cpSync(srcDir, copy, { recursive: true });
      const file = join(copy, 'common', 'breakpoint.json');
      const widths = JSON.parse(readFileSync(file, 'utf8')) as { viewport: { compact: { $value: string } } };
      widths.viewport.compact.$value = '25rem';
      writeFileSync(file, JSON.stringify(widths));
      expect(() => runBuild(join(copy, 'dist'), copy)).toThrow(/viewport\.compact must be in px: 25rem/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses a theme that misses a colour role, naming the theme and the role', () => {
    const copy = mkdtempSync(join(tmpdir(), 'ds-tokens-src-'));
    try {
      cpSync(srcDir, copy, { recursive: true });
      const file = join(copy, 'theme', 'kestrel.json');
      const theme = JSON.parse(readFileSync(file, 'utf8')) as { color: { nav: Record<string, unknown> } };
      delete theme.color.nav.indicator;
      writeFileSync(file, JSON.stringify(theme));
      expect(() => runBuild(join(copy, 'dist'), copy)).toThrow(
        /Theme "kestrel".*Missing: \[color\.nav\.indicator\]/s,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
