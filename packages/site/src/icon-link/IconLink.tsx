// A link drawn as an icon (search, a member login, the phone in a compact header), at least 40px square.
// Its name comes from `label`; visible words, if any, are the children beside the icon.
import type { ReactNode } from 'react';
import { Link, NamedIcon, cx } from '@ds/ui';
import type { LinkProps } from '@ds/ui';
import styles from './IconLink.module.css';

export interface IconLinkProps extends Omit<LinkProps, 'children' | 'aria-label'> {
  /** A catalogue icon name, or an icon node. */
  icon: string | ReactNode;
  /** The link's accessible name. */
  label: string;
  /** Words shown beside the icon (a compact header hides them on the narrowest screens). */
  children?: ReactNode;
  /** The compact header's smaller 40px target. */
  compact?: boolean;
}

export function IconLink({
  icon,
  label,
  children,
  compact = false,
  className,
  newTab,
  targetBlank,
  newTabText = '(opens in a new tab)',
  ...props
}: IconLinkProps) {
  const opensNewTab = Boolean(newTab || targetBlank);
  return (
    <Link
      {...props}
      variant="unstyled"
      className={cx(styles.iconLink, className)}
      data-size={compact ? 'compact' : undefined}
      newTab={opensNewTab}
      // The hint is part of the name here, as the icon has no text for Link to append it to.
      newTabText=""
      aria-label={opensNewTab && newTabText ? `${label} ${newTabText}` : label}
    >
      {typeof icon === 'string' ? <NamedIcon name={icon} /> : icon}
      {children}
    </Link>
  );
}
