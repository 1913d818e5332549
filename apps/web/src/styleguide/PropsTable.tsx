// The props of a component, as a table: name, type, default and what it does. The rows are generated from the
// components' props types and doc comments (props/<Component>.json, `npm run props-docs`), so a prop is described
// once, where it is declared.
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { slugify } from './DocPage';
import styles from './PropsTable.module.css';

export interface PropRow {
  name: string;
  type: string;
  default?: string | null;
  required?: boolean;
  /** A doc comment's text, whose `code` spans show as code. */
  description: string;
}

/** A doc comment's `backticked` spans as code. */
function Description({ children }: { children: string }) {
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

export interface PropsTableProps {
  component: string;
  rows: PropRow[];
  /** What the table is, when not the props of `component`: a hook's options, arguments or result. */
  caption?: string;
}

export function PropsTable({ component, rows, caption = `Props of ${component}` }: PropsTableProps) {
  // One table per caption on a page, so the caption makes its id unique.
  const captionId = slugify(caption);
  return (
    <ScrollableTable labelledBy={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
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
