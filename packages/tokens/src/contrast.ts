// WCAG 2.x contrast: relative luminance of sRGB colours and the contrast ratio between two of them.
// Kept dependency-free so the colour showcase and the token tests share one definition.

/** Parses #rgb or #rrggbb (alpha is not allowed: contrast is only defined for opaque colours). */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not an opaque hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance as defined by WCAG 2.2 (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 (none) to 21 (black on white). Order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA minimums: 4.5 for body text, 3 for large text and interface parts such as borders and focus rings. */
export const WCAG_AA = { text: 4.5, large: 3, ui: 3 } as const;
