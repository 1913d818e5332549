// The hospital tier badge: a shield filled like a gauge to its tier's level, in its tier's colour, with the tier
// as its accessible name. A server component; sizes and colours are attributes and classes (no style attribute).
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import { SHIELD_VIEWBOX, fillLevel, levelLine, partBelow, round, shieldOutline, toPoints } from './shield';
import { badgeFillPortions, badgeTierColour, badgeTierLabels } from './tiers';
import type { BadgeTier } from './tiers';
import styles from './Badge.module.css';

export const badgeSizes = [16, 24, 32, 48, 64, 128] as const;
export type BadgeSize = (typeof badgeSizes)[number];

/** @rest {HTMLAttributes<HTMLSpanElement>} Passed to the wrapping span, e.g. className. */
export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The hospital tier. It sets the colour, how full the shield is and the name. */
  tier: BadgeTier;
  /** Width and height of the shield in pixels. */
  size?: BadgeSize;
  /**
   * The accessible name, and the written name with `showLabel`.
   * @default the tier's name, e.g. 'Silver Plus'
   */
  label?: string;
  /**
   * Writes the name beside the shield, for places where the shield alone is too small to read; the shield is
   * then hidden from assistive technology.
   */
  showLabel?: boolean;
}

// In viewBox units (40 across), so the outline scales with the badge like an icon's stroke.
const OUTLINE_WIDTH = 2;
const LEVEL_LINE_WIDTH = 1.25;

export function Badge({ tier, size = 32, label, showLabel = false, className, ...props }: BadgeProps) {
  const name = label ?? badgeTierLabels[tier];
  const portion = badgeFillPortions[tier];
  const level = fillLevel(portion);
  const line = portion < 100 ? levelLine(shieldOutline, level) : null;
  // With the name written out, the text is what assistive technology reads; the shield is then decoration.
  const imageProps = showLabel
    ? ({ 'aria-hidden': true, focusable: 'false' } as const)
    : ({ role: 'img', 'aria-label': name } as const);

  return (
    <span
      {...props}
      className={cx(styles.badge, styles[`tier-${badgeTierColour(tier)}`], styles[`size-${size}`], className)}
      data-tier={tier}
    >
      <svg
        {...imageProps}
        className={styles.shield}
        viewBox={SHIELD_VIEWBOX}
        width={size}
        height={size}
        data-fill-portion={portion}
      >
        <polygon className={styles.track} points={toPoints(shieldOutline)} />
        <polygon className={styles.fill} points={toPoints(partBelow(shieldOutline, level))} />
        {line ? (
          <line
            className={styles.level}
            x1={round(line[0][0])}
            y1={round(line[0][1])}
            x2={round(line[1][0])}
            y2={round(line[1][1])}
            strokeWidth={LEVEL_LINE_WIDTH}
          />
        ) : null}
        <polygon
          className={styles.outline}
          points={toPoints(shieldOutline)}
          strokeWidth={OUTLINE_WIDTH}
          strokeLinejoin="round"
        />
      </svg>
      {showLabel ? <span className={styles.label}>{name}</span> : null}
    </span>
  );
}
