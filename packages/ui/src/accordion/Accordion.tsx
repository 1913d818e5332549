// A group of expanders that belong together. Any number can be open at once; an optional button opens or
// closes them all.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { AccordionToggleAll } from './AccordionToggleAll';
import styles from './Accordion.module.css';

export interface AccordionProps extends ComponentPropsWithoutRef<'div'> {
  /** The `<Expander>`s of the group. */
  children: ReactNode;
  /** Adds an "Expand all" / "Collapse all" button above the expanders (it shows once JavaScript runs). */
  toggleAll?: boolean;
  expandAllLabel?: string;
  collapseAllLabel?: string;
}

export function Accordion({
  children,
  toggleAll = false,
  expandAllLabel = 'Expand all',
  collapseAllLabel = 'Collapse all',
  className,
  ...props
}: AccordionProps) {
  return (
    <div {...props} className={cx(styles.accordion, className)}>
      {toggleAll ? (
        <AccordionToggleAll expandAllLabel={expandAllLabel} collapseAllLabel={collapseAllLabel} />
      ) : null}
      <div className={styles.items}>{children}</div>
    </div>
  );
}
