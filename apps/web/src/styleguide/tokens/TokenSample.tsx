// A picture of a token's value beside it: a swatch for a colour, a bar for a length, a rounded square for a radius,
// text in a font, size or weight. Drawn as SVG presentation attributes, which the strict CSP allows (inline style
// attributes are refused), and hidden from assistive technology: the value column says the same in words.
import type { TokenRow } from './token-rows';
import styles from './TokenTable.module.css';

const ROOT_FONT_PX = 16;

/** A plain length in px (`'12px'`, `'0.75rem'`, `'0'`); anything else (clamp, %, negative) is not drawn. */
export function lengthInPx(value: string): number | null {
  const match = /^(\d*\.?\d+)(px|rem)?$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (match[2] === 'rem') return amount * ROOT_FONT_PX;
  return match[2] === 'px' || amount === 0 ? amount : null;
}

const MAX_BAR = 160;

export function TokenSample({ row }: { row: TokenRow }) {
  const common = { 'aria-hidden': true, focusable: 'false', className: styles.sample } as const;
  if (row.type === 'color') {
    return (
      <svg {...common} width="40" height="24" viewBox="0 0 40 24">
        <rect x="0.5" y="0.5" width="39" height="23" rx="4" fill={row.value} className={styles.swatchEdge} />
      </svg>
    );
  }
  if (row.type === 'dimension') {
    const px = lengthInPx(row.value);
    if (px === null) return null;
    if (row.path.split('.').some((segment) => segment.includes('radius'))) {
      return (
        <svg {...common} width="40" height="40" viewBox="0 0 40 40">
          <rect x="1" y="1" width="38" height="38" rx={Math.min(px, 19)} className={styles.shape} />
        </svg>
      );
    }
    const width = Math.max(1, Math.min(px, MAX_BAR));
    return (
      <svg {...common} width={width} height="12" viewBox={`0 0 ${width} 12`}>
        <rect width={width} height="12" className={styles.bar} />
      </svg>
    );
  }
  if (row.type === 'fontFamily' || row.type === 'fontWeight' || row.path.startsWith('font.size')) {
    const size = row.path.startsWith('font.size') ? (lengthInPx(row.value) ?? ROOT_FONT_PX) : 20;
    const height = Math.ceil(size * 1.4);
    return (
      <svg {...common} width="120" height={height} viewBox={`0 0 120 ${height}`}>
        <text
          x="0"
          y={Math.round(size * 1.05)}
          fontSize={size}
          fontFamily={row.type === 'fontFamily' ? row.value : undefined}
          fontWeight={row.type === 'fontWeight' ? row.value : undefined}
          className={styles.text}
        >
          Aa Bb
        </text>
      </svg>
    );
  }
  return null;
}
