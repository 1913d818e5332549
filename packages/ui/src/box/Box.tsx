// Generic surface: padding, background, radius, shadow and border from the tokens, all through classes.
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import type { SpaceKey } from '../utils/space';
import paddingStyles from '../utils/padding.module.css';
import styles from './Box.module.css';

export type BoxBackground = 'page' | 'raised' | 'subtle' | 'brand' | 'inverse';
export type BoxRadius = 'none' | 'sm' | 'md' | 'lg' | 'xl' | 'pill';
export type BoxShadow = 'none' | 'sm' | 'md' | 'lg';
export type BoxBorder = 'subtle' | 'default' | 'strong';
export type BoxElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'li' | 'span';

/** @rest {HTMLAttributes<HTMLElement>} Passed to the element, e.g. className. */
export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. */
  as?: BoxElement;
  /** Padding on every side, a key of the spacing scale. */
  padding?: SpaceKey;
  /** Surface colour; brand and inverse also switch the text colour to the matching ‘on’ colour. */
  background?: BoxBackground;
  /** Corner radius. */
  radius?: BoxRadius;
  /** Elevation. */
  shadow?: BoxShadow;
  /** A hairline border; `true` is the default colour. */
  border?: boolean | BoxBorder;
}

export function Box({
  as: Tag = 'div',
  padding,
  background,
  radius,
  shadow,
  border,
  className,
  ...props
}: BoxProps) {
  const borderTone = border === true ? 'default' : border || undefined;
  return (
    <Tag
      {...props}
      className={cx(
        styles.box,
        padding !== undefined && paddingStyles[`padding-${padding}`],
        background && styles[`background-${background}`],
        radius && styles[`radius-${radius}`],
        shadow && styles[`shadow-${shadow}`],
        borderTone && styles[`border-${borderTone}`],
        className,
      )}
    />
  );
}
