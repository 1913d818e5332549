// One named example of a component: a live preview and the code that produced it. A component's page is
// its list of examples, so a new state is shown, tested end to end and screenshotted by adding one here.
import type { ReactNode } from 'react';
import { Heading, Text } from '@ds/ui';
import { CodeSample } from './CodeSample';
import { slugify } from './DocPage';
import type { ExampleSource } from './example-source';
import styles from './Example.module.css';

export interface ExampleProps {
  title: string;
  description?: ReactNode;
  /**
   * The source shown under the preview (TSX unless `language` says otherwise). Prefer an example file read by
   * exampleSource: then the code shown is the code that renders the preview, and the e2e spec checks it.
   */
  code: string | ExampleSource;
  language?: string;
  /** 'padded' (default) frames the preview; 'bleed' lets full-width components reach the edges. */
  frame?: 'padded' | 'bleed';
  children: ReactNode;
}

export function Example({
  title,
  description,
  code,
  language = 'tsx',
  frame = 'padded',
  children,
}: ExampleProps) {
  const id = `example-${slugify(title)}`;
  // An example file is named on the section, for the e2e spec that checks the shown code against the file.
  const source = typeof code === 'string' ? { file: undefined, code } : code;
  return (
    <section
      aria-labelledby={id}
      className={styles.example}
      data-example={slugify(title)}
      data-example-file={source.file}
    >
      <Heading level={3} size="lg" id={id}>
        {title}
      </Heading>
      {description ? <Text className={styles.description}>{description}</Text> : null}
      <div className={styles.preview} data-frame={frame}>
        {children}
      </div>
      <CodeSample code={source.code} language={language} label={`Code of the ${title} example`} />
    </section>
  );
}
