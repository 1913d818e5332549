// The rows of the token showcase, read from the generated token module (the same build that writes the CSS): each
// token's path, custom property, type, description and its value in a theme, grouped for display.
import { defaultTheme, tokenIndex, tokenValue } from '@ds/tokens/tokens';
import type { ThemeId, TokenPath, TokenTier } from '@ds/tokens/tokens';

export interface TokenRow {
  path: string;
  cssVar: string;
  type: string;
  description: string | undefined;
  value: string;
}

export interface TokenGroup {
  id: string;
  title: string;
  rows: TokenRow[];
}

export const tierTabs: readonly { tier: TokenTier; label: string; summary: string }[] = [
  {
    tier: 'theme',
    label: 'Theme',
    summary:
      'Colour roles: what each colour is for. Every brand theme sets all of them; the values here are the main brand’s.',
  },
  {
    tier: 'component',
    label: 'Component',
    summary: 'Decisions of one component, built on theme and common tokens so every theme reaches them.',
  },
  {
    tier: 'common',
    label: 'Common',
    summary: 'Brand-independent scales: space, radius, type, motion, layers, breakpoints and fixed colours.',
  },
  {
    tier: 'primitive',
    label: 'Primitive',
    summary:
      'The raw palette and sizes. Components never use them: they ask for a role or a scale step, so the site does not load these custom properties; palette tools can, from @ds/tokens/css/primitives.css.',
  },
];

export function tokenRows(tier: TokenTier, theme: ThemeId = defaultTheme): TokenRow[] {
  return tokenIndex
    .filter((token) => token.tier === tier)
    .map((token) => ({
      path: token.path,
      cssVar: token.cssVar,
      type: token.type,
      description: 'description' in token ? token.description : undefined,
      value: String(tokenValue(theme, token.path as TokenPath)),
    }));
}

const words: Record<string, string> = { color: 'Colour', 'focus-ring': 'Focus ring', z: 'Layers (z-index)' };
const label = (segment: string) =>
  words[segment] ?? (segment.charAt(0).toUpperCase() + segment.slice(1)).replace(/-/g, ' ');

/** Colours group by family (`color.teal.*`, `color.text.*`), everything else by its first segment. */
function groupKey(path: string): string[] {
  const parts = path.split('.');
  return parts[0] === 'color' && parts.length > 2 ? parts.slice(0, 2) : parts.slice(0, 1);
}

export function groupRows(rows: readonly TokenRow[]): TokenGroup[] {
  const groups = new Map<string, TokenGroup>();
  for (const row of rows) {
    const key = groupKey(row.path);
    const id = key.join('-');
    const group = groups.get(id) ?? {
      id,
      // Colour roles with a one-word path (color.accent, color.focus-ring) share a group of their own.
      title:
        key.length > 1
          ? `${label(key[0] ?? '')}: ${key[1]}`
          : key[0] === 'color'
            ? 'Colour: other'
            : label(key[0] ?? ''),
      rows: [],
    };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()];
}
