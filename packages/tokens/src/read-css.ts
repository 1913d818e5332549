// Reads the custom properties of a generated stylesheet, for tests that compare what the CSS really declares with
// what a page or the TS module says: the token build's own tests and the style guide's token showcases.

export type Declarations = Map<string, string>;

/** Blocks of a generated stylesheet: selector -> custom property declarations (names without the `--`). */
export function parseCss(css: string): Map<string, Declarations> {
  const blocks = new Map<string, Declarations>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (match[1] ?? '').trim().replace(/\s+/g, ' ');
    const declarations: Declarations = new Map();
    for (const decl of (match[2] ?? '').matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
      declarations.set(decl[1] ?? '', (decl[2] ?? '').trim());
    }
    blocks.set(selector, declarations);
  }
  return blocks;
}

/** Follows var() chains the way the cascade does on one element. */
export function computed(declarations: Declarations, name: string, seen = new Set<string>()): string {
  const value = declarations.get(name);
  if (value === undefined) throw new Error(`--${name} is not declared`);
  if (seen.has(name)) throw new Error(`--${name} refers to itself`);
  return value.replace(/var\(--([\w-]+)\)/g, (_, ref: string) =>
    computed(declarations, ref, new Set([...seen, name])),
  );
}

/** The selector of a theme's block in its stylesheet. */
export const themeSelector = (theme: string) => `:root[data-theme="${theme}"], [data-theme="${theme}"]`;
