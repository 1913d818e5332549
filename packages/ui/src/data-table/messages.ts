// The data table's own words: its pager's and its filter, selection and sub-row wording. The page's words for one
// table (its caption, the row labels, the row nouns) are props.
import { defaultScrollableTableMessages } from '../scrollable-table/messages';

/** The pager's words (`TablePagination`). */
export interface TablePaginationMessages {
  /** The first-page button's name. */
  firstPage: string;
  /** The previous-page button's name. */
  previousPage: string;
  /** The next-page button's name. */
  nextPage: string;
  /** The last-page button's name. */
  lastPage: string;
  /** The page-number box's label. */
  goToPage: string;
  /** The page-size list's name (its label is hidden). */
  rowsPerPage: string;
  /** One page size in the list; `{size}` is the number of rows. */
  pageSize: string;
  /** The page status, said as it changes; `{page}` is the page shown, `{pageCount}` how many there are. */
  pageStatus: string;
  /** The error when a page number past the end was brought into range and there is one page; `{page}` is it. */
  pageClampedOne: string;
  /**
   * The error when a page number past either end was brought into range; `{page}` is the page shown,
   * `{pageCount}` how many there are.
   */
  pageClampedOther: string;
}

export const defaultTablePaginationMessages: TablePaginationMessages = {
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  goToPage: 'Go to page:',
  rowsPerPage: 'Rows per page',
  pageSize: 'Show {size}',
  pageStatus: 'Page {page} of {pageCount}',
  pageClampedOne: 'There is 1 page: showing page {page}.',
  pageClampedOther: 'There are {pageCount} pages: showing page {page}.',
};

/** The data table's words, its pager's included. */
export interface DataTableMessages extends TablePaginationMessages {
  /** What one row is called in the counts when the table gives no `rowNouns`. */
  rowOne: string;
  /** What rows are called in the counts when the table gives no `rowNouns`. */
  rowOther: string;
  /** The filter box's label. */
  filterLabel: string;
  /** Said when one row matches the filter; `{count}` is 1, `{row}` the row noun, `{filter}` the text. */
  filterCountOne: string;
  /** Said when other than one row matches; `{count}` is how many, `{rows}` the row noun, `{filter}` the text. */
  filterCountOther: string;
  /** The table's one cell when no row matches; `{rows}` is the row noun, `{filter}` the text. */
  noMatches: string;
  /** The select-all checkbox's name. */
  selectAll: string;
  /** A row's checkbox's name; `{label}` is the row's label. */
  selectRow: string;
  /**
   * Said as the selection changes when the table has one row; `{selected}` is how many are selected, `{count}`
   * is 1, `{row}` the row noun.
   */
  selectedCountOne: string;
  /**
   * Said as the selection changes; `{selected}` is how many are selected, `{count}` how many rows there are,
   * `{rows}` the row noun.
   */
  selectedCountOther: string;
  /** The name of the button that shows or hides a row's sub-rows; `{label}` is the row's label. */
  subRowsButton: string;
  /** Said before a sub-row's first cell, so the nesting is heard; `{label}` is its parent row's label. */
  subRowOf: string;
  /** Shown above the table, and read as its region's description, while it is too wide and scrolls sideways. */
  scrollHint: string;
}

export const defaultDataTableMessages: DataTableMessages = {
  ...defaultTablePaginationMessages,
  rowOne: 'row',
  rowOther: 'rows',
  filterLabel: 'Filter table',
  filterCountOne: '{count} {row} matches “{filter}”.',
  filterCountOther: '{count} {rows} match “{filter}”.',
  noMatches: 'No {rows} match “{filter}”.',
  selectAll: 'Select all rows',
  selectRow: 'Select {label}',
  selectedCountOne: '{selected} of {count} {row} selected',
  selectedCountOther: '{selected} of {count} {rows} selected',
  subRowsButton: 'Rows under {label}',
  subRowOf: 'Under {label}:',
  scrollHint: defaultScrollableTableMessages.hint,
};
