// The props of a component, as a table: name, type, default and what it does.
import type { ReactNode } from 'react';
import styles from './PropsTable.module.css';

export interface PropRow {
  name: string;
  type: string;
  default?: string;
  required?: boolean;
  description: ReactNode;
}

export function PropsTable({ component, rows }: { component: string; rows: PropRow[] }) {
  return (
    // A named section is a region (html-validate prefers it to a div with role="region").
    <section
      className={styles.wrapper}
      aria-label={`Props of ${component}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>Props of {component}</caption>
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
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
