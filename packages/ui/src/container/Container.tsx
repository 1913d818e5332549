// Page-width wrapper: centres its content, caps the line width and keeps the page's inline padding.
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Container.module.css';

export type ContainerSize = 'default' | 'narrow' | 'wide' | 'full';
export type ContainerElement = 'div' | 'section' | 'article' | 'header' | 'footer' | 'main' | 'nav' | 'aside';

/** @rest {HTMLAttributes<HTMLElement>} Passed to the element, e.g. className. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. */
  as?: ContainerElement;
  /**
   * The maximum content width (see Container sizes above). narrow: a readable text column. wide: wider than the
   * page grid. full: no maximum, padding only.
   */
  size?: ContainerSize;
}

export function Container({ as: Tag = 'div', size = 'default', className, ...props }: ContainerProps) {
  return <Tag {...props} className={cx(styles.container, styles[size], className)} />;
}
