// A content page: title and lead, an optional block of its own route's (the product pages' comparison, say),
// optional link cards, then the page's sections.
import { Container, Heading, Text } from '@ds/ui';
import type { ReactNode } from 'react';
import type { PageContent } from '@/content/pages/types';
import { PageJsonLd } from '@/structured-data/PageJsonLd';
import { CardGrid } from './CardGrid';
import { ContentSections } from './ContentSections';
import styles from './ContentPage.module.css';

export function ContentPage({ page, children }: { page: PageContent; children?: ReactNode }) {
  return (
    <>
      <div className={styles.header}>
        <Container>
          <div className={styles.headerInner}>
            <Heading level={1} size="3xl">
              {page.title}
            </Heading>
            <Text size="lg">{page.lead}</Text>
          </div>
        </Container>
      </div>
      {children ? (
        <Container>
          <div className={styles.products}>{children}</div>
        </Container>
      ) : null}
      {page.cards?.length ? <CardGrid heading="In this section" cards={page.cards} /> : null}
      <ContentSections sections={page.sections} />
      <PageJsonLd page={page} />
    </>
  );
}
