// The rows of the Table page's props table.
import type { PropRow } from '@/styleguide/PropsTable';

export const dataTableProps: PropRow[] = [
  {
    name: 'caption',
    type: 'ReactNode',
    required: true,
    description: 'The visible caption; it also names the scrolling region.',
  },
  {
    name: 'data',
    type: 'TData[]',
    required: true,
    description:
      'The rows. Keep the array stable (module scope or memoised): a new array goes back to the first page.',
  },
  {
    name: 'columns',
    type: 'DataTableColumn<TData>[]',
    required: true,
    description:
      'Made with dataTableColumns<TData>(): accessor columns sort by default; a cell function formats the value.',
  },
  {
    name: 'getRowId',
    type: '(row: TData) => string',
    required: true,
    description: 'A stable id per row, so sort, selection and sub-rows follow the row.',
  },
  {
    name: 'rowLabel',
    type: '(row: TData) => string',
    required: true,
    description: 'What a row is called, in its checkbox’s and sub-rows button’s names.',
  },
  {
    name: 'pageSize',
    type: '10 | 20 | 30 | 40 | 50',
    description: 'Rows per page to start with, and the pager under the table. Without it every row shows.',
  },
  {
    name: 'getSubRows',
    type: '(row: TData) => TData[] | undefined',
    description: 'Makes rows with sub-rows expandable.',
  },
  {
    name: 'selectable',
    type: 'boolean',
    default: 'false',
    description: 'A checkbox per row and a select-all.',
  },
  {
    name: 'filterValues',
    type: '(row: TData) => unknown[]',
    description: 'Adds ‘Filter table’, which ranks rows by a fuzzy match on these values.',
  },
  {
    name: 'rowNouns',
    type: 'readonly [string, string]',
    default: "['row', 'rows']",
    description: 'The words for one row and many in the counts.',
  },
];
