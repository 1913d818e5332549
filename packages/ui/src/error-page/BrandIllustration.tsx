// The two brands' error-page artwork as inline SVG: a signpost on a hill (main) and a folded map with a pin under
// gum leaves (gu). Fills come from the theme's colour tokens, so each drawing takes its brand's palette.
import type { ComponentType } from 'react';
import styles from './BrandIllustration.module.css';

/** The themes with an illustration of their own; every other theme shows the generic icon. */
export const brandIllustrationThemes = ['main', 'gu'] as const;
export type BrandIllustrationTheme = (typeof brandIllustrationThemes)[number];

const backdrop = 'M28 148 C 22 84 92 28 170 32 S 300 74 296 146 S 226 226 150 222 S 34 206 28 148 Z';

function Signpost() {
  return (
    <>
      <path className={styles.tint} d={backdrop} />
      <circle className={styles.accent} cx="236" cy="72" r="24" />
      <path
        className={styles.brandSoft}
        d="M32 180 C 80 156 140 152 196 168 S 272 178 290 166 C 280 200 228 224 150 222 S 38 206 32 180 Z"
      />
      <path
        className={styles.brand}
        d="M40 200 C 96 182 170 182 232 192 S 276 194 282 190 C 266 212 222 225 150 222 S 58 214 40 200 Z"
      />
      <path className={styles.trail} d="M70 212 C 96 204 124 200 150 198" />
      <rect className={styles.deep} x="152" y="86" width="8" height="112" rx="4" />
      <circle className={styles.deep} cx="156" cy="84" r="6" />
      <path className={styles.accent} d="M164 96 H 222 L 236 110 L 222 124 H 164 Z" />
      <path className={styles.paper} d="M148 134 H 96 L 82 148 L 96 162 H 148 Z" />
      <path className={styles.line} d="M148 134 H 96 L 82 148 L 96 162 H 148 Z" />
    </>
  );
}

function FoldedMap() {
  return (
    <>
      <path className={styles.tint} d={backdrop} />
      <path className={styles.paper} d="M74 76 L 130 62 L 130 190 L 74 204 Z" />
      <path className={styles.brandSoft} d="M130 62 L 186 76 L 186 204 L 130 190 Z" />
      <path className={styles.paper} d="M186 76 L 242 62 L 242 190 L 186 204 Z" />
      <path
        className={styles.line}
        d="M74 76 L 130 62 L 186 76 L 242 62 L 242 190 L 186 204 L 130 190 L 74 204 Z M130 62 V 190 M186 76 V 204"
      />
      <path className={styles.route} d="M92 178 C 112 150 136 168 156 140 S 196 112 214 118" />
      <path
        className={styles.accent}
        d="M214 122 C 202 106 198 100 198 92 A 16 16 0 0 1 230 92 C 230 100 226 106 214 122 Z"
      />
      <circle className={styles.paper} cx="214" cy="92" r="6" />
      <path className={styles.brand} d="M40 40 C 60 44 78 62 80 88 C 62 80 46 64 40 40 Z" />
      <path className={styles.deep} d="M44 70 C 62 70 76 82 82 100 C 64 98 50 88 44 70 Z" />
      <path className={styles.accent} d="M60 30 C 78 30 92 42 98 60 C 80 58 66 48 60 30 Z" />
      <path className={styles.line} d="M30 30 C 50 50 70 70 84 104" />
    </>
  );
}

const drawings: Record<BrandIllustrationTheme, ComponentType> = {
  main: Signpost,
  gu: FoldedMap,
};

export function isBrandIllustrationTheme(theme: string | undefined): theme is BrandIllustrationTheme {
  return (brandIllustrationThemes as readonly string[]).includes(theme ?? '');
}

/** Decorative: the page's title says what happened, so the drawing is hidden from assistive technology. */
export function BrandIllustration({
  theme,
  className,
}: {
  theme: BrandIllustrationTheme;
  className?: string;
}) {
  const Drawing = drawings[theme];
  return (
    <svg
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-illustration={theme}
    >
      <Drawing />
    </svg>
  );
}
