// The colour showcase's data for one brand theme: each colour role (and the fixed colours every brand shares) as a
// card with its value and, for every background it is declared to sit on, the WCAG contrast ratio and whether it
// meets AA. Values come from the token build that writes the CSS; ratios from the tokens' own contrast module.
import { contrastRatio } from '@ds/tokens/contrast';
import { themeInfo } from '@ds/tokens/meta';
import { tokenIndex } from '@ds/tokens/tokens';
import type { ContrastRule, ThemeId } from '@ds/tokens/tokens';
import { groupRows, tokenRows } from '../tokens/token-rows';

/** The three brands the showcase compares: the main fund, the second insurer brand and the foundation. */
export const showcaseThemes = ['main', 'gu', 'foundation'] as const satisfies readonly ThemeId[];

export interface ContrastPair {
  background: string;
  backgroundValue: string;
  ratio: number;
  /** 4.5 for text, 3 for large text and interface parts; 7 where a colour is held to AAA (print ink). */
  min: number;
  /** The WCAG level the minimum belongs to. */
  level: 'AA' | 'AAA';
  passes: boolean;
}

export interface ColourCard {
  path: string;
  /** The path without the leading `color.`, as designers say it. */
  name: string;
  cssVar: string;
  value: string;
  description: string | undefined;
  pairs: ContrastPair[];
}

export interface ColourGroup {
  id: string;
  title: string;
  cards: ColourCard[];
}

const contrastRules = new Map<string, ContrastRule>(
  tokenIndex.flatMap((token): [string, ContrastRule][] =>
    'contrast' in token && token.contrast ? [[token.path, token.contrast]] : [],
  ),
);

export const themeLabel = (theme: ThemeId) => themeInfo[theme].label;
export const themeDescription = (theme: ThemeId) => themeInfo[theme].description;

/** The ratio as people write it, cut (not rounded) to two decimals so 4.499 never reads as 4.50. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export function colourGroups(theme: ThemeId): ColourGroup[] {
  const colours = [...tokenRows('theme', theme), ...tokenRows('common', theme)].filter(
    (row) => row.type === 'color',
  );
  const values = new Map(colours.map((row) => [row.path, row.value]));
  return groupRows(colours).map((group) => ({
    id: group.id,
    title: group.title,
    cards: group.rows.map((row) => {
      const rule = contrastRules.get(row.path);
      return {
        path: row.path,
        name: row.path.replace(/^color\./, ''),
        cssVar: row.cssVar,
        value: row.value,
        description: row.description,
        pairs: (rule?.on ?? []).map((background) => {
          const backgroundValue = values.get(background) ?? '';
          const ratio = contrastRatio(row.value, backgroundValue);
          return {
            background,
            backgroundValue,
            ratio,
            min: rule?.min ?? 0,
            level: (rule?.min ?? 0) >= 7 ? 'AAA' : 'AA',
            passes: ratio >= (rule?.min ?? 0),
          };
        }),
      };
    }),
  }));
}
