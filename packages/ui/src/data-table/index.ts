export { DataTable, FILTER_LABEL, SELECT_ALL_LABEL } from './DataTable';
export type { DataTableProps } from './DataTable';
export { TablePagination, GO_TO_PAGE_LABEL, ROWS_PER_PAGE_LABEL } from './TablePagination';
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
