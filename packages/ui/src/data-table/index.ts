export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { TablePagination } from './TablePagination';
export { defaultDataTableMessages, defaultTablePaginationMessages } from './messages';
export type { DataTableMessages, TablePaginationMessages } from './messages';
export { dataTableColumns, dataTableFeatures } from './features';
export type { DataTableColumn, DataTableFeatures } from './features';
export {
  PAGE_SIZES,
  fuzzyRank,
  goToPage,
  goToPageClampedMessage,
  pageSizeLabel,
  pageStatus,
} from './table-rules';
export type { PageSize } from './table-rules';
