'use client';
// A link: always a plain `<a>` (site paths resolved against the provider's base URL, if any), marking links that
// open a new tab. It holds no router state: the app navigates client-side from one document-level listener, so
// a page of links hydrates nothing per link and watches nothing.
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { useResolvedHref } from './LinkProvider';
import styles from './Link.module.css';

export type LinkVariant = 'inline' | 'standalone' | 'unstyled';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** inline: underlined, for links inside text. standalone: no underline until hover. unstyled: focus ring only. */
  variant?: LinkVariant;
  /** Opens in a new tab, with a safe `rel` and a hint for screen reader users. */
  newTab?: boolean;
  /** Same as `newTab`; matches the `targetBlank` field of navigation data. */
  targetBlank?: boolean;
  /** Visually hidden hint appended to the link text when it opens a new tab. */
  newTabText?: string;
}

function mergeRel(rel: string | undefined, required: string[]): string {
  const tokens = [...(rel ?? '').split(/\s+/), ...required].filter(Boolean);
  return [...new Set(tokens)].join(' ');
}

export function Link({
  href,
  children,
  className,
  variant = 'inline',
  newTab = false,
  targetBlank = false,
  newTabText = '(opens in a new tab)',
  target,
  rel,
  ...anchorProps
}: LinkProps) {
  const resolvedHref = useResolvedHref(href);
  const opensNewTab = newTab || targetBlank || target === '_blank';

  return (
    <a
      {...anchorProps}
      href={resolvedHref}
      className={cx(styles.link, variant !== 'unstyled' && styles[variant], className)}
      target={opensNewTab ? '_blank' : target}
      rel={opensNewTab ? mergeRel(rel, ['noopener', 'noreferrer']) : rel}
    >
      {children}
      {opensNewTab && newTabText ? <VisuallyHidden>{` ${newTabText}`}</VisuallyHidden> : null}
    </a>
  );
}
