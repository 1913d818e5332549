// The list of a brand's forms: each form's page, what it is for, and its PDF with the file's size.
import { Heading, Text } from '@ds/ui';
import { pdfPathOf } from '@ds/product/documents';
import type { FundForm } from '@ds/product/documents';
import { kilobytes } from './DocumentPage';
import styles from './FormList.module.css';

export function FormList({
  forms,
  pdfBytes,
}: {
  forms: readonly FundForm[];
  pdfBytes: (form: FundForm) => number;
}) {
  return (
    <section aria-labelledby="form-list-heading" className={styles.section}>
      <Heading level={2} size="xl" id="form-list-heading">
        Our forms
      </Heading>
      <ul className={styles.list}>
        {forms.map((form) => (
          <li key={form.slug} className={styles.form}>
            <Heading level={3} size="md">
              <a href={form.path}>{form.title}</a>
            </Heading>
            <Text>{form.summary}</Text>
            <Text size="sm">
              <a href={pdfPathOf(form)} type="application/pdf">
                Download {form.name} (PDF, {kilobytes(pdfBytes(form))})
              </a>
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
