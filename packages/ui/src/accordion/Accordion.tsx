// A group of AccordionItems that belong together (the WAI-ARIA APG accordion): each item's header is a heading of
// the level the page needs, holding the button that shows or hides its panel. Any number can be open at once;
// an optional button opens or closes them all.
import { Children } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { AccordionProvider, DEFAULT_ACCORDION_HEADING_LEVEL } from './AccordionContext';
import { AccordionToggleAll } from './AccordionToggleAll';
import type { ExpanderHeadingLevel } from './Expander';
import { withDefaultMessages } from '../messages';
import { defaultAccordionMessages } from './messages';
import type { AccordionMessages } from './messages';
import styles from './Accordion.module.css';

/** The APG accordion makes panels regions only for a few items: more would crowd the landmarks list. */
const MAX_ITEMS_WITH_REGIONS = 6;

/** @rest {ComponentPropsWithoutRef<'div'>} Passed to the group's div, e.g. className. */
export interface AccordionProps extends ComponentPropsWithoutRef<'div'> {
  /** The `<AccordionItem>`s of the group. */
  children: ReactNode;
  /**
   * The level of each item's heading: the next level below the heading the accordion sits under (an accordion
   * under an h2 takes 3), so screen reader users hear each title as a heading in the page outline.
   */
  headingLevel?: ExpanderHeadingLevel;
  /** Adds the Expand all / Collapse all button above the items, shown once JavaScript runs. */
  toggleAll?: boolean;
  /** Its own words, any of them replaced (see `AccordionMessages`): the toggle-all button's two texts. */
  messages?: Partial<AccordionMessages>;
}

export function Accordion({
  children,
  headingLevel = DEFAULT_ACCORDION_HEADING_LEVEL,
  toggleAll = false,
  messages,
  className,
  ...props
}: AccordionProps) {
  const panelsAreRegions = Children.toArray(children).length <= MAX_ITEMS_WITH_REGIONS;
  return (
    <div {...props} className={cx(styles.accordion, className)}>
      {toggleAll ? (
        <AccordionToggleAll messages={withDefaultMessages(defaultAccordionMessages, messages)} />
      ) : null}
      <AccordionProvider value={{ headingLevel, panelsAreRegions }}>
        <div className={styles.items}>{children}</div>
      </AccordionProvider>
    </div>
  );
}
