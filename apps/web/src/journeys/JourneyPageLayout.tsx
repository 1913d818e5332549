// The page of a journey's step or of its saved quote or application: the page heading (and the journey's lead),
// then the content. Server-rendered: the journey inside is the client part.
import type { ReactNode } from 'react';
import { Container, Heading, Text } from '@ds/ui';
import styles from './JourneyPage.module.css';

export interface JourneyPageLayoutProps {
  title: string;
  lead?: string;
  /** A saved page: its content kept to a readable width, with room below. */
  saved?: boolean;
  children: ReactNode;
}

export function JourneyPageLayout({ title, lead, saved = false, children }: JourneyPageLayoutProps) {
  return (
    <Container>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          {title}
        </Heading>
        {lead ? <Text size="lg">{lead}</Text> : null}
      </div>
      {saved ? <div className={styles.saved}>{children}</div> : children}
    </Container>
  );
}
