// One group of tokens as a table: name and description, custom property, value, and a sample.
import { DocTable } from '../DocTable';
import type { TokenGroup } from './token-rows';
import { TokenSample } from './TokenSample';
import styles from './TokenTable.module.css';

export interface TokenTableProps {
  group: TokenGroup;
  /** Values this site sets over the token's own (by path), shown in its place with the token's value as a note. */
  siteValues?: Readonly<Record<string, string>>;
}

export function TokenTable({ group, siteValues = {} }: TokenTableProps) {
  return (
    <DocTable caption={group.title} head={['Token', 'Custom property', 'Value', 'Sample']}>
      {group.rows.map((row) => (
        <tr key={row.path}>
          <th scope="row">
            <code className={styles.name}>{row.path}</code>
            {row.description ? <span className={styles.description}>{row.description}</span> : null}
          </th>
          <td>
            <code className={styles.name}>{row.cssVar}</code>
          </td>
          <td>
            <code className={styles.value}>{siteValues[row.path] ?? row.value}</code>
            {siteValues[row.path] ? (
              <span className={styles.description}>
                Set by this site’s font loading; the token’s own value is <code>{row.value}</code>
              </span>
            ) : null}
          </td>
          <td>
            <TokenSample row={row} />
          </td>
        </tr>
      ))}
    </DocTable>
  );
}
