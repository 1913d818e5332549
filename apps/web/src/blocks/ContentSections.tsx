// Headed prose sections with optional related links, for home and content pages alike.
import { Container, Heading, Link, Text } from '@ds/ui';
import type { ContentSection } from '../content/types';
import styles from './ContentSections.module.css';

export function ContentSections({
  sections,
  headingLevel = 2,
}: {
  sections: ContentSection[];
  headingLevel?: 2 | 3;
}) {
  if (sections.length === 0) return null;
  return (
    <Container>
      <div className={styles.sections}>
        {sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <Heading level={headingLevel} size="xl">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
            {section.links?.length ? (
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </Container>
  );
}
