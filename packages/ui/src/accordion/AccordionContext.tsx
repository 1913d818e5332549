'use client';
// What an Accordion tells its items: the heading level of their headers, and whether their panels are regions
// (the APG accordion makes them regions only when there are few, so landmarks do not pile up).
import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { ExpanderHeadingLevel } from './Expander';

export interface AccordionSettings {
  headingLevel: ExpanderHeadingLevel;
  panelsAreRegions: boolean;
}

export const DEFAULT_ACCORDION_HEADING_LEVEL = 3;

export const AccordionContext = createContext<AccordionSettings>({
  headingLevel: DEFAULT_ACCORDION_HEADING_LEVEL,
  panelsAreRegions: true,
});

export function AccordionProvider({ value, children }: { value: AccordionSettings; children: ReactNode }) {
  return <AccordionContext value={value}>{children}</AccordionContext>;
}
