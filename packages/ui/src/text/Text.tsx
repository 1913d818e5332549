// Body text: one paragraph or run of text at a size, tone and weight from the type scale.
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Text.module.css';

export type TextElement = 'p' | 'span' | 'div' | 'strong';
export type TextSize = 'sm' | 'md' | 'lg';
export type TextTone = 'default' | 'muted' | 'inverse';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `p` by default. */
  as?: TextElement;
  size?: TextSize;
  /** `inverse` is for text on brand or inverse surfaces. */
  tone?: TextTone;
  /** Inherited from the parent when not set (so `strong` stays bold). */
  weight?: TextWeight;
}

export function Text({
  as: Tag = 'p',
  size = 'md',
  tone = 'default',
  weight,
  className,
  ...props
}: TextProps) {
  return (
    <Tag
      {...props}
      className={cx(
        styles.text,
        styles[`size-${size}`],
        styles[`tone-${tone}`],
        weight && styles[`weight-${weight}`],
        className,
      )}
    />
  );
}
