// The props of a component, as a table: name, type, default and what it does.
import type { ReactNode } from 'react';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { slugify } from './DocPage';
import styles from './PropsTable.module.css';

export interface PropRow {
  name: string;
  type: string;
  default?: string;
  required?: boolean;
  description: ReactNode;
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
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
