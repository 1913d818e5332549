// The table features every data table uses, registered once (TanStack Table 9 types each table by its
// features, so one set keeps every table's API the same): sorting, pagination, expanding sub-rows and row
// selection, with the sorted, expanded and paginated row models.
import {
  createColumnHelper,
  createExpandedRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ColumnDef, RowData } from '@tanstack/react-table';

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowExpandingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
});

export type DataTableFeatures = typeof dataTableFeatures;

/** Column definitions for a data table of `TData` rows: `dataTableColumns<Person>().accessor('age', {...})`. */
export const dataTableColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types share one list
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
