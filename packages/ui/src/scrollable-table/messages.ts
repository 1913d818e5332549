// The scrollable table's own words. A hint written for one table is the `hint` prop.

export interface ScrollableTableMessages {
  /** Shown above the table, and read as the region's description, while the table overflows. */
  hint: string;
}

export const defaultScrollableTableMessages: ScrollableTableMessages = {
  hint: 'Scroll sideways to see the whole table',
};
