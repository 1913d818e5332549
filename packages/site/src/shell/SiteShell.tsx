// The page frame every variant shares: theme scope, skip link, header slot, main content, footer slot.
import type { ReactNode } from 'react';
import { SkipLink } from '@ds/ui';
import type { VariantConfig } from '../data/variant-config';
import styles from './SiteShell.module.css';

export interface SiteShellProps {
  config: VariantConfig;
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Text of the skip link; SPEC 2.3 asks for a skip-to-content link on every page. */
  skipLinkText?: string;
}

export function SiteShell({
  config,
  header,
  footer,
  children,
  skipLinkText = 'Skip to content',
}: SiteShellProps) {
  return (
    <div className={styles.shell} data-theme={config.theme} data-variant={config.id} lang={config.lang}>
      <SkipLink href="#main-content">{skipLinkText}</SkipLink>
      {header}
      {/* The site's address prints before the paths of the page's links (see print.css). The site search indexes
          the main content only (data-pagefind-body), never the chrome around it. */}
      <main
        id="main-content"
        tabIndex={-1}
        className={styles.main}
        data-print-origin={config.origin}
        data-pagefind-body=""
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
