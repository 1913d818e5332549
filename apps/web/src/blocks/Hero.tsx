// The opening band of a page: audience line, main heading, lead paragraph and up to two calls to action.
import { Button, Container, Heading, Text } from '@ds/ui';
import type { ContentLink } from '../content/types';
import styles from './Hero.module.css';

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  primaryCta?: ContentLink;
  secondaryCta?: ContentLink;
}

export function Hero({ eyebrow, title, lead, primaryCta, secondaryCta }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container>
        <div className={styles.inner}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading level={1} size="3xl" id="page-title">
            {title}
          </Heading>
          <Text size="lg" className={styles.lead}>
            {lead}
          </Text>
          {primaryCta || secondaryCta ? (
            <div className={styles.actions}>
              {primaryCta ? (
                <Button href={primaryCta.href} size="lg">
                  {primaryCta.label}
                </Button>
              ) : null}
              {secondaryCta ? (
                <Button href={secondaryCta.href} variant="secondary" size="lg">
                  {secondaryCta.label}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
