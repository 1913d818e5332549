'use client';
// A column header. A sortable column's header holds a button that cycles its sort (none, ascending,
// descending); the header carries aria-sort only while its column is the sorted one, and an arrow shows the
// direction (the word for it is in aria-sort, so the button's name stays the column's name).
import { FlexRender } from '@tanstack/react-table';
import type { Header, RowData } from '@tanstack/react-table';
import { ChevronDownIcon, ChevronUpIcon, ChevronsUpDownIcon } from '@ds/icons';
import { Icon } from '../icon';
import type { DataTableFeatures } from './features';
import styles from './DataTable.module.css';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function SortHeader<TData extends RowData>({
  header,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
}) {
  if (header.isPlaceholder) return <th scope="col" colSpan={header.colSpan} />;
  const column = header.column;
  if (!column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan}>
        <FlexRender header={header} />
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" colSpan={header.colSpan} aria-sort={sorted ? ariaSort[sorted] : undefined}>
      <button type="button" className={styles.sortButton} onClick={column.getToggleSortingHandler()}>
        <FlexRender header={header} />
        <Icon
          icon={sorted === 'asc' ? ChevronUpIcon : sorted === 'desc' ? ChevronDownIcon : ChevronsUpDownIcon}
          size={16}
          className={sorted ? styles.sortIcon : styles.sortIconIdle}
        />
      </button>
    </th>
  );
}
