// A titled grid of link cards, each a short description that leads to a deeper page.
import { Columns, Container, Heading, Link, Text } from '@ds/ui';
import type { ContentCard } from '../content/types';
import styles from './CardGrid.module.css';

export interface CardGridProps {
  heading: string;
  cards: ContentCard[];
}

export function CardGrid({ heading, cards }: CardGridProps) {
  return (
    <section className={styles.band} aria-label={heading}>
      <Container>
        <Heading level={2} size="2xl" className={styles.heading}>
          {heading}
        </Heading>
        <Columns
          columns={{ xs: 1, md: 2, xl: cards.length >= 4 ? 4 : 3 }}
          gap={5}
          as="ul"
          className={styles.list}
        >
          {cards.map((card) => (
            <li key={card.href + card.title} className={styles.card}>
              <Heading level={3} size="lg">
                {card.title}
              </Heading>
              <Text tone="muted">{card.body}</Text>
              <Link href={card.href} variant="standalone" className={styles.link}>
                {card.linkLabel}
              </Link>
            </li>
          ))}
        </Columns>
      </Container>
    </section>
  );
}
