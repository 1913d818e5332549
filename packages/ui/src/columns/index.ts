export { Columns, breakpoints } from './Columns';
export type { Breakpoint, ColumnCount, ColumnsElement, ColumnsProps, ResponsiveColumns } from './Columns';
