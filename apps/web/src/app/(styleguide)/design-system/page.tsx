// The style-guide index: how another app installs and uses the library, then every foundation, component and
// pattern page, grouped.
import type { Metadata } from 'next';
import { Heading, Link, Text } from '@ds/ui';
import { DocSection } from '@/styleguide/DocPage';
import { InstallAndUse } from '@/styleguide/install/InstallAndUse';
import { styleGuideGroups, styleGuidePages } from '@/styleguide/registry';
import styles from './page.module.css';

export const metadata: Metadata = {
  title: 'Design system',
  description:
    'The components, foundations and patterns the site is built from, each with examples and code.',
};

export default function DesignSystemIndex() {
  return (
    <div className={styles.index}>
      <header className={styles.header}>
        <Heading level={1}>Design system</Heading>
        <Text size="lg">
          The components, foundations and patterns every page of the site is built from. Each page shows the
          variants and states, the props and the code.
        </Text>
      </header>
      <InstallAndUse />
      {styleGuideGroups.map((group) => (
        <DocSection key={group} title={group}>
          <ul className={styles.cards}>
            {styleGuidePages
              .filter((page) => page.group === group)
              .map((page) => (
                <li key={page.path} className={styles.card}>
                  <Heading level={3} size="md">
                    <Link href={page.path} className={styles.cardLink}>
                      {page.title}
                    </Link>
                  </Heading>
                  <Text size="sm">{page.summary}</Text>
                </li>
              ))}
          </ul>
        </DocSection>
      ))}
    </div>
  );
}
