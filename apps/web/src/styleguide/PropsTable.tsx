// The props of a component, as a table: name, type, default and what it does. The rows of most tables are
// generated from the components' props types and doc comments (props/<Component>.json, `npm run props-docs`).
import type { ReactNode } from 'react';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { slugify } from './DocPage';
import styles from './PropsTable.module.css';

export interface PropRow {
  name: string;
  type: string;
  default?: string | null;
  required?: boolean;
  /** A doc comment's text, whose `code` spans show as code, or (for a hand-written row) any content. */
  description: ReactNode;
}

/** A doc comment's `backticked` spans as code. */
function Description({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return children;
  return children
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

export function PropsTable({ component, rows }: { component: string; rows: PropRow[] }) {
  // One props table per component on a page, so the component's name makes the caption id unique.
  const captionId = `props-of-${slugify(component)}`;
  return (
    <ScrollableTable labelledBy={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Props of {component}
        </caption>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
                {row.required ? <span className={styles.required}> (required)</span> : null}
              </th>
              <td>
                <code>{row.type}</code>
              </td>
              <td>{row.default ? <code>{row.default}</code> : '—'}</td>
              <td>
                <Description>{row.description}</Description>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
