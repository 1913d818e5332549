// Rich text: spaces out the paragraphs, lists and headings it wraps and keeps lines to a readable length.
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import type { TextSize, TextTone } from './Text';
import styles from './Text.module.css';

export interface CopyProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
  size?: TextSize;
  tone?: TextTone;
}

export function Copy({ as: Tag = 'div', size = 'md', tone = 'default', className, ...props }: CopyProps) {
  return (
    <Tag {...props} className={cx(styles.copy, styles[`size-${size}`], styles[`tone-${tone}`], className)} />
  );
}
