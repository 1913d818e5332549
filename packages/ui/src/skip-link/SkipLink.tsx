// The first focusable element on every page: lets keyboard users jump past the header to the main content.
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import styles from './SkipLink.module.css';

export interface SkipLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** The id of the main content, as a fragment. */
  href?: string;
}

// A plain anchor, not the router link: a same-page fragment should move focus, not navigate.
export function SkipLink({
  href = '#main-content',
  children = 'Skip to content',
  className,
  ...props
}: SkipLinkProps) {
  return (
    <VisuallyHidden focusable>
      <a {...props} href={href} className={cx(styles.skipLink, className)}>
        {children}
      </a>
    </VisuallyHidden>
  );
}
