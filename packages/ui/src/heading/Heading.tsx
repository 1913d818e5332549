// Section headings: `level` sets the document outline (h1-h6), `size` sets how large it looks.
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import styles from './Heading.module.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level in the page outline; pick it by structure, never by looks. */
  level: HeadingLevel;
  /** Visual size, independent of level. Defaults to the size that matches the level. */
  size?: HeadingSize;
}

const defaultSizes: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...props}
      className={cx(styles.heading, styles[`size-${size ?? defaultSizes[level]}`], className)}
    />
  );
}
