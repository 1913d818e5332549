// A demo card for the carousel examples: an icon (or a panel of artwork), a linked title and a sentence.
import type { IconComponent } from '@ds/icons';
import { Heading, Icon, Link, Text } from '@ds/ui';
import styles from './BenefitCard.module.css';

export interface Benefit {
  category: string;
  title: string;
  description: string;
  href: string;
  icon: IconComponent;
}

export interface BenefitCardProps {
  benefit: Benefit;
  /** A wide panel of artwork on top instead of the round icon. */
  artwork?: boolean;
  /** Less padding and a smaller icon, for small slides. */
  compact?: boolean;
}

export function BenefitCard({ benefit, artwork = false, compact = false }: BenefitCardProps) {
  const iconSize = artwork ? 48 : compact ? 24 : 32;
  return (
    <article
      className={styles.card}
      data-artwork={artwork ? '' : undefined}
      data-compact={compact ? '' : undefined}
    >
      <div className={styles.art}>
        <Icon icon={benefit.icon} size={iconSize} />
      </div>
      <div className={styles.body}>
        <Text size="sm" weight="semibold" tone="muted">
          {benefit.category}
        </Text>
        <Heading level={4} size="md">
          <Link href={benefit.href} variant="standalone" className={styles.link}>
            {benefit.title}
          </Link>
        </Heading>
        <Text size="sm">{benefit.description}</Text>
      </div>
    </article>
  );
}
