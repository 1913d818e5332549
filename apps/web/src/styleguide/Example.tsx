// One named example of a component: a live preview and the code that produced it. A component's page is
// its list of examples, so a new state is shown, tested end to end and screenshotted by adding one here.
import type { ReactNode } from 'react';
import { Heading, Text } from '@ds/ui';
import { CodeSample } from './CodeSample';
import { slugify } from './DocPage';
import styles from './Example.module.css';

export interface ExampleProps {
  title: string;
  description?: ReactNode;
  /** The source shown under the preview (TSX unless `language` says otherwise). */
  code: string;
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
  return (
    <section aria-labelledby={id} className={styles.example} data-example={slugify(title)}>
      <Heading level={3} size="lg" id={id}>
        {title}
      </Heading>
      {description ? <Text className={styles.description}>{description}</Text> : null}
      <div className={styles.preview} data-frame={frame}>
        {children}
      </div>
      <CodeSample code={code} language={language} label={`Code of the ${title} example`} />
    </section>
  );
}
