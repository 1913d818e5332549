'use client';
// Data table on TanStack Table 9: a native table (caption, column headers, row headers left to the caller) in
// the scrollable table wrapper, with what each demo turns on:
// - sorting: each sortable header holds a button; a column cycles none, ascending, descending; aria-sort is on
//   the sorted column only;
// - pagination: 'Show N' page sizes, first, previous, next and last, 'Go to page:' and 'Page N of M';
// - sub-rows: a row with sub-rows has a button (aria-expanded) that shows or hides them, indented by depth;
// - selection: a checkbox per row and a select-all that is partly checked when only some rows are;
// - a filter box ('Filter table') that ranks rows by fuzzy match (match-sorter), best first.
// Counts (rows matching, rows selected) are said politely as they change.
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FlexRender, useTable } from '@tanstack/react-table';
import type { Cell, RowData } from '@tanstack/react-table';
import { ChevronRightIcon } from '@ds/icons';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon';
import { ScrollableTable } from '../scrollable-table';
import { TextInput } from '../text-input';
import { VisuallyHidden } from '../visually-hidden';
import { fillTemplate, withDefaultMessages } from '../messages';
import { dataTableFeatures } from './features';
import type { DataTableColumn, DataTableFeatures } from './features';
import { defaultDataTableMessages } from './messages';
import type { DataTableMessages } from './messages';
import { SortHeader } from './SortHeader';
import { TablePagination } from './TablePagination';
import { fuzzyRank } from './table-rules';
import type { PageSize } from './table-rules';
import styles from './DataTable.module.css';

export interface DataTableProps<TData extends RowData> {
  /** The visible caption; it also names the scrolling region. */
  caption: ReactNode;
  /** The rows. Keep the array stable (module scope or memoised): a new array goes back to the first page. */
  data: TData[];
  /**
   * Made with `dataTableColumns<TData>()`: accessor columns sort by default; a cell function formats the value.
   */
  columns: DataTableColumn<TData>[];
  /** A stable id per row, so sort, selection and sub-rows follow the row. */
  getRowId: (row: TData) => string;
  /** What a row is called, in its checkbox's and sub-rows button's names ('Ada Lovelace'). */
  rowLabel: (row: TData) => string;
  /** Rows per page to start with, and the pager under the table. Without it every row shows. */
  pageSize?: PageSize;
  /** Makes rows with sub-rows expandable. */
  getSubRows?: (row: TData) => TData[] | undefined;
  /** A checkbox per row and a select-all. */
  selectable?: boolean;
  /** Adds a filter box (‘Filter table’), which ranks rows by a fuzzy match on these values. */
  filterValues?: (row: TData) => unknown[];
  /** The words for one row and many in the counts: `['person', 'people']`. Without it, the messages' `rowOne` and `rowOther`. */
  rowNouns?: readonly [string, string];
  /** Any of the table's own words to change (its pager's included): a brand's voice, another language. */
  messages?: Partial<DataTableMessages>;
  /** Extra class on the table's scrolling region. */
  className?: string;
}

/** A count's message, the one or the other by `count`, with the row nouns and any other values filled in. */
function countMessage(
  [one, other]: readonly [string, string],
  count: number,
  [row, rows]: readonly [string, string],
  values: Record<string, string | number>,
) {
  return fillTemplate(count === 1 ? one : other, { ...values, count, row, rows });
}

export function DataTable<TData extends RowData>({
  caption,
  data,
  columns,
  getRowId,
  rowLabel,
  pageSize,
  getSubRows,
  selectable = false,
  filterValues,
  rowNouns: rowNounsProp,
  className,
  messages: messageOverrides,
}: DataTableProps<TData>) {
  const messages = withDefaultMessages(defaultDataTableMessages, messageOverrides);
  const rowNouns = rowNounsProp ?? [messages.rowOne, messages.rowOther];
  const [filterText, setFilterText] = useState('');
  const rows = useMemo(
    () => (filterValues ? fuzzyRank(data, filterText, filterValues) : data),
    [data, filterText, filterValues],
  );
  const table = useTable<DataTableFeatures, TData>({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    getSubRows,
    sortDescFirst: false,
    paginateExpandedRows: false,
    manualPagination: pageSize === undefined,
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize ?? 10 } },
  });
  const captionId = useId();
  const selectedCount = Object.keys(table.state.rowSelection).length;
  const allSelected = table.getIsAllRowsSelected();

  return (
    <div className={styles.dataTable}>
      {filterValues ? (
        <div className={styles.toolbar}>
          <TextInput
            label={messages.filterLabel}
            type="search"
            value={filterText}
            onChange={setFilterText}
            maxLength={200}
          />
          <p className={styles.status} role="status">
            {filterText.trim() === ''
              ? ''
              : countMessage([messages.filterCountOne, messages.filterCountOther], rows.length, rowNouns, {
                  filter: filterText.trim(),
                })}
          </p>
        </div>
      ) : null}
      {/* The caption sits above the scrolling box, so a narrow screen never cuts it or scrolls it away; it
          names the table and the box. */}
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      <ScrollableTable labelledBy={captionId} hint={messages.scrollHint} className={className}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable ? (
                  <th scope="col" className={styles.selectCell}>
                    <Checkbox
                      label={messages.selectAll}
                      hideLabel
                      checked={allSelected}
                      indeterminate={table.getIsSomeRowsSelected() && !allSelected}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selectable ? 1 : 0)} className={styles.empty}>
                  {fillTemplate(messages.noMatches, { rows: rowNouns[1], filter: filterText.trim() })}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                  {selectable ? (
                    <td className={styles.selectCell}>
                      <Checkbox
                        label={fillTemplate(messages.selectRow, { label: rowLabel(row.original) })}
                        hideLabel
                        checked={row.getIsSelected()}
                        indeterminate={row.getIsSomeSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  ) : null}
                  {row.getAllCells().map((cell, index) =>
                    index === 0 ? (
                      <FirstCell
                        key={cell.id}
                        cell={cell}
                        label={rowLabel(row.original)}
                        parentLabel={row.getParentRow() ? rowLabel(row.getParentRow()!.original) : null}
                        expandable={getSubRows !== undefined}
                        messages={messages}
                      />
                    ) : (
                      <td key={cell.id}>
                        <FlexRender cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollableTable>
      {selectable ? (
        <p className={styles.status} role="status">
          {countMessage(
            [messages.selectedCountOne, messages.selectedCountOther],
            table.getCoreRowModel().flatRows.length,
            rowNouns,
            { selected: selectedCount },
          )}
        </p>
      ) : null}
      {pageSize !== undefined ? <TablePagination table={table} messages={messages} /> : null}
    </div>
  );
}

/** The first cell of a row: indented by the row's depth, with the sub-rows button when the row has sub-rows. */
function FirstCell<TData extends RowData>({
  cell,
  label,
  parentLabel,
  expandable,
  messages,
}: {
  cell: Cell<DataTableFeatures, TData, unknown>;
  label: string;
  /** The row this one sits under, said before its first cell so the nesting is heard, not only seen. */
  parentLabel: string | null;
  /** Rows can have sub-rows: a row without any keeps the button's room, so every level lines up. */
  expandable: boolean;
  messages: DataTableMessages;
}) {
  const row = cell.row;
  return (
    <td className={styles.firstCell} data-depth={Math.min(row.depth, 4)}>
      <span className={styles.firstCellContent}>
        {row.getCanExpand() ? (
          <button
            type="button"
            className={styles.expander}
            aria-expanded={row.getIsExpanded()}
            aria-label={fillTemplate(messages.subRowsButton, { label })}
            onClick={row.getToggleExpandedHandler()}
          >
            <Icon icon={ChevronRightIcon} size={20} className={styles.expanderIcon} />
          </button>
        ) : expandable ? (
          <span className={styles.expanderSpacer} />
        ) : null}
        <span>
          {parentLabel ? (
            <>
              <VisuallyHidden>{fillTemplate(messages.subRowOf, { label: parentLabel })}</VisuallyHidden>{' '}
            </>
          ) : null}
          <FlexRender cell={cell} />
        </span>
      </span>
    </td>
  );
}
