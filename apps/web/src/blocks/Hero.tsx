// The opening band of a variant's home page: the library's hero panel with the audience's artwork, and in its
// panel the audience line, main heading, lead paragraph and up to two calls to action.
import { Button, Heading, Text } from '@ds/ui';
import { HeroPanel } from '@ds/ui/hero-panel';
import { heroArt } from '../art/hero-art';
import type { HeroArtwork } from '../art/hero-art';
import type { ContentLink } from '../content/types';
import styles from './Hero.module.css';

export interface HeroProps {
  art: HeroArtwork;
  eyebrow?: string;
  title: string;
  lead: string;
  primaryCta?: ContentLink;
  secondaryCta?: ContentLink;
}

export function Hero({ art, eyebrow, title, lead, primaryCta, secondaryCta }: HeroProps) {
  const actions =
    primaryCta || secondaryCta ? (
      <>
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
      </>
    ) : null;
  return (
    <HeroPanel images={heroArt(art)} aria-labelledby="page-title" actions={actions}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={1} size="2xl" id="page-title">
        {title}
      </Heading>
      <Text size="lg">{lead}</Text>
    </HeroPanel>
  );
}
