// A content page: title and lead, optional link cards, then the page's sections.
import { Container, Heading, Text } from '@ds/ui';
import type { PageContent } from '@/content/pages/types';
import { CardGrid } from './CardGrid';
import { ContentSections } from './ContentSections';
import styles from './ContentPage.module.css';

export function ContentPage({ page }: { page: PageContent }) {
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
      {page.cards?.length ? <CardGrid heading="In this section" cards={page.cards} /> : null}
      <ContentSections sections={page.sections} />
    </>
  );
}
