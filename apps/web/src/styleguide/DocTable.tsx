// A captioned table of a style-guide page (the grid tables, the token tables): column headers, a row header per
// row, scrolling sideways on phones inside the library's ScrollableTable.
import type { ReactNode } from 'react';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import styles from './DocTable.module.css';

export interface DocTableProps {
  caption: string;
  head: readonly string[];
  /** The `<tr>` rows; each starts with a `<th scope="row">`. */
  children: ReactNode;
}

export function DocTable({ caption, head, children }: DocTableProps) {
  return (
    <ScrollableTable label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollableTable>
  );
}
