// The extra icon links of a compact header (e.g. a member login), each named for screen readers.
import { Link } from '@ds/ui';
import type { IconLink } from '../data/schema';
import { NamedIcon } from './NamedIcon';
import styles from './Header.module.css';

export function IconLinks({ links, resolve }: { links: IconLink[]; resolve: (url: string) => string }) {
  return links.map((iconLink) => (
    <Link
      key={iconLink.id}
      href={resolve(iconLink.url)}
      variant="unstyled"
      className={styles.iconLink}
      aria-label={iconLink.targetBlank ? `${iconLink.label} (opens in a new tab)` : iconLink.label}
      newTab={iconLink.targetBlank}
      newTabText=""
    >
      <NamedIcon name={iconLink.icon} />
    </Link>
  ));
}
