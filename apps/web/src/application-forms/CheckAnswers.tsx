// The 'Check and send' summary of a form: each step's answers as a description list under the step's name, with a
// 'Change' link to that step (its visible word is short; its accessible name says which answers it changes), as
// GOV.UK's 'Check answers' pattern does.
import type { ReactNode } from 'react';
import { Heading, Link } from '@ds/ui';
import styles from './ApplicationForms.module.css';

export interface CheckAnswersSection {
  /** The step's name, the section's heading. */
  title: string;
  /** The step's page, for its 'Change' link (none on a saved application, which cannot change). */
  changeHref?: string;
  rows: readonly { label: string; value: ReactNode }[];
}

export function CheckAnswers({ sections }: { sections: readonly CheckAnswersSection[] }) {
  return (
    <div className={styles.check}>
      {sections.map((section, index) => (
        <section key={section.title} className={styles.checkSection} aria-labelledby={`check-${index}`}>
          <div className={styles.checkHeading}>
            <Heading level={3} size="md" id={`check-${index}`}>
              {section.title}
            </Heading>
            {section.changeHref ? (
              // The name starts with the visible word (WCAG 2.5.3, label in name); a hidden span's leading space
              // is dropped by some browsers' name computation, so the whole name is given here.
              <Link href={section.changeHref} aria-label={`Change ${section.title.toLowerCase()}`}>
                Change
              </Link>
            ) : null}
          </div>
          <dl className={styles.answers}>
            {section.rows.map((row) => (
              <div key={row.label} className={styles.answer}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
