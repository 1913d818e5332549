// The accordion's own words: its Expand all / Collapse all button (with `toggleAll`).

export interface AccordionMessages {
  /** The toggle-all button's text while any item is closed. */
  expandAll: string;
  /** The toggle-all button's text once every item is open. */
  collapseAll: string;
}

export const defaultAccordionMessages: AccordionMessages = {
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
};
