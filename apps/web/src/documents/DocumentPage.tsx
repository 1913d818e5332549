// A printable document (the policy booklet, fund rules, a form) as a web page: its title, the link to its PDF with
// the file's real size, a table of contents, then the numbered sections, each with the id its anchor links use.
// Rendered on the server from the document model; the only script is the wide tables' scroll boxes.
import { Container, Heading, Text } from '@ds/ui';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { pdfPathOf } from '@ds/product/documents';
import type { DocumentBlock, DocumentModel, DocumentSection, FormField } from '@ds/product/documents';
import { formatNumber } from '@ds/ui/format';
import type { ReactNode } from 'react';
import { TrailJsonLd } from '@/structured-data/TrailJsonLd';
import styles from './DocumentPage.module.css';

/** '84 KB': a file size as the download link says it (1 KB = 1024 bytes, rounded up so it is never understated). */
export const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)))} KB`;

type Level = 2 | 3 | 4;

function Contents({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <ol className={styles.contentsList}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.heading}</a>
          {section.sections.length ? <Contents sections={section.sections} /> : null}
        </li>
      ))}
    </ol>
  );
}

function Field({ field }: { field: FormField }) {
  return (
    <li className={styles.field} data-kind={field.kind}>
      <span className={styles.fieldLabel}>{field.label}</span>
      {field.hint ? <span className={styles.fieldHint}>{field.hint}</span> : null}
      {field.options ? (
        <ul className={styles.options}>
          {field.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      ) : (
        // The space to write in: drawn for paper, nothing to read.
        <span className={styles.writeIn} aria-hidden="true" />
      )}
    </li>
  );
}

function Block({ block, id }: { block: DocumentBlock; id: string }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <ScrollableTable labelledBy={id} hint="">
          <table className={styles.table}>
            <caption id={id}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.heading}>
                  <th scope="row">{row.heading}</th>
                  {row.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      );
    case 'fields':
      return (
        <ol className={styles.fields}>
          {block.fields.map((field) => (
            <Field key={field.label} field={field} />
          ))}
        </ol>
      );
  }
}

function Section({ section, level }: { section: DocumentSection; level: Level }) {
  return (
    <section id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
      <Heading
        level={level}
        size={level === 2 ? 'xl' : level === 3 ? 'lg' : 'md'}
        id={`${section.id}-heading`}
      >
        {section.heading}
      </Heading>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} id={`${section.id}-table-${index}`} />
      ))}
      {section.sections.map((inner) => (
        <Section key={inner.id} section={inner} level={Math.min(level + 1, 4) as Level} />
      ))}
    </section>
  );
}

export interface DocumentPageProps {
  document: DocumentModel;
  /** The size of the document's PDF in bytes, read from the file the build wrote. */
  pdfBytes: number;
  /** Anything the page adds after its lead (the list of forms). */
  children?: ReactNode;
}

export function DocumentPage({ document, pdfBytes, children }: DocumentPageProps) {
  return (
    <>
      <div className={styles.header}>
        <Container>
          <div className={styles.headerInner}>
            <Text size="sm" tone="muted">
              {document.issuer}
            </Text>
            <Heading level={1} size="3xl">
              {document.title}
            </Heading>
            <Text size="lg">{document.lead}</Text>
            <Text>
              <a className={styles.download} href={pdfPathOf(document)} type="application/pdf">
                Download {document.name} (PDF, {kilobytes(pdfBytes)})
              </a>
            </Text>
          </div>
        </Container>
      </div>
      <Container>
        <div className={styles.body}>
          {children}
          <nav className={styles.contents} aria-labelledby="contents-heading">
            <Heading level={2} size="lg" id="contents-heading">
              Contents
            </Heading>
            <Contents sections={document.sections} />
          </nav>
          {document.sections.map((section) => (
            <Section key={section.id} section={section} level={2} />
          ))}
        </div>
      </Container>
      <TrailJsonLd path={document.path} title={document.title} />
    </>
  );
}
