export { ScrollableTable } from './ScrollableTable';
export type { ScrollableTableLabelling, ScrollableTableProps } from './ScrollableTable';
