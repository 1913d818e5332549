// The frame of every style-guide page: the main brand's theme, the logo-only header linking to the
// style-guide index, the page itself, then the list of style-guide pages.
import type { ReactNode } from 'react';
import { SiteHeader, SiteShell } from '@ds/site';
import { variantConfigs } from '@ds/site/data';
import { Container } from '@ds/ui';
import { STYLE_GUIDE_SEARCH_WEIGHT } from './DocPage';
import { StyleGuideNav } from './StyleGuideNav';
import styles from './StyleGuideFrame.module.css';

export function StyleGuideFrame({ children }: { children: ReactNode }) {
  const config = variantConfigs.arhi;
  return (
    <SiteShell
      config={config}
      header={
        <SiteHeader
          data={{ id: 'style-guide-header', logoUrl: '/design-system', navLinks: [] }}
          logo={{ ...config.logo, descriptor: 'Design system' }}
          kind="simplified"
        />
      }
    >
      <Container>
        {/* The page comes first in reading and tab order; on wide screens the list sits beside it. */}
        <div className={styles.layout}>
          <div className={styles.page} data-pagefind-weight={STYLE_GUIDE_SEARCH_WEIGHT}>
            {children}
          </div>
          <StyleGuideNav />
        </div>
      </Container>
    </SiteShell>
  );
}
