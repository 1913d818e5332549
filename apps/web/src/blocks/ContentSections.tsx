// Headed prose sections with optional related links, for home and content pages alike. The site's phone numbers
// and email addresses in the prose are links (tel:, mailto:).
import { Container, Heading, Link, Text } from '@ds/ui';
import { PhoneLink, unbrokenNumber } from '@ds/site';
import type { ContentSection } from '../content/types';
import { contactParts } from './contact-links';
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
              <Text key={paragraph.slice(0, 40)}>
                {contactParts(paragraph).map((part, index) =>
                  'phone' in part ? (
                    <PhoneLink
                      key={index}
                      phoneNumber={part.phone}
                      corporatePhoneNumber={part.corporatePhone}
                      className={styles.phoneInProse}
                    />
                  ) : 'href' in part ? (
                    <Link key={index} href={part.href}>
                      {/* A number stays on one line (and is written so for tools that read it). */}
                      {part.href.startsWith('tel:') ? unbrokenNumber(part.text) : part.text}
                    </Link>
                  ) : (
                    part.text
                  ),
                )}
              </Text>
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
