// Vertical layout: children in a column with a gap from the spacing scale, so children need no margins.
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import type { SpaceKey } from '../utils/space';
import gapStyles from '../utils/gap.module.css';
import styles from './Stack.module.css';

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';
export type StackElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form'
  | 'fieldset';

/** @rest {HTMLAttributes<HTMLElement>} Passed to the element, e.g. className. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a list keeps its list role. */
  as?: StackElement;
  /** Space between children, a key of the spacing scale (`--space-0` to `--space-11`). */
  gap?: SpaceKey;
  /** Cross-axis alignment of the children. */
  align?: StackAlign;
}

export function Stack({
  as: Tag = 'div',
  gap = 4,
  align = 'stretch',
  className,
  role,
  ...props
}: StackProps) {
  // Safari drops list semantics when list-style is none, so a list stack says it is a list explicitly.
  const listRole = Tag === 'ul' || Tag === 'ol' ? 'list' : undefined;
  return (
    <Tag
      {...props}
      role={role ?? listRole}
      className={cx(styles.stack, gapStyles[`gap-${gap}`], styles[`align-${align}`], className)}
    />
  );
}
