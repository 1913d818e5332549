export { Accordion } from './Accordion';
export type { AccordionProps } from './Accordion';
export { AccordionItem } from './AccordionItem';
export type { AccordionItemProps } from './AccordionItem';
export { Expander } from './Expander';
export type { ExpanderBreakpoint, ExpanderHeadingLevel, ExpanderProps } from './Expander';
export { defaultAccordionMessages } from './messages';
export type { AccordionMessages } from './messages';
