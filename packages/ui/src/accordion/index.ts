export { Accordion } from './Accordion';
export type { AccordionProps } from './Accordion';
export { Expander } from './Expander';
export type { ExpanderBreakpoint, ExpanderHeadingLevel, ExpanderProps } from './Expander';
