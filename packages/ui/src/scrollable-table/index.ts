export { ScrollableTable } from './ScrollableTable';
export type { ScrollableTableLabelling, ScrollableTableProps } from './ScrollableTable';
export { defaultScrollableTableMessages } from './messages';
export type { ScrollableTableMessages } from './messages';
