'use client';
// The Expand all / Collapse all button of an Accordion. It opens or closes the group's <details> elements
// directly; each Expander takes the change on (or reports it, when controlled). Hidden until hydrated, as it
// does nothing without JavaScript.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { useHydrated } from '../hooks';
import styles from './Accordion.module.css';

interface AccordionToggleAllProps {
  expandAllLabel: string;
  collapseAllLabel: string;
}

export function AccordionToggleAll({ expandAllLabel, collapseAllLabel }: AccordionToggleAllProps) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  // The Accordion renders this toolbar right before the element that holds its expanders.
  const items = useCallback(
    (): HTMLDetailsElement[] =>
      [...(toolbarRef.current?.nextElementSibling?.children ?? [])].filter(
        (child) => child instanceof HTMLDetailsElement,
      ),
    [],
  );

  // toggle does not bubble, so the items' holder listens in the capture phase.
  const subscribe = useCallback((onChange: () => void) => {
    const holder = toolbarRef.current?.nextElementSibling;
    holder?.addEventListener('toggle', onChange, true);
    return () => holder?.removeEventListener('toggle', onChange, true);
  }, []);
  const allOpen = useSyncExternalStore(
    subscribe,
    () => {
      const expanders = items();
      return expanders.length > 0 && expanders.every((details) => details.open);
    },
    () => false,
  );

  return (
    <div ref={toolbarRef} className={styles.toolbar} hidden={!hydrated}>
      <Button
        variant="tertiary"
        size="sm"
        onClick={() => {
          for (const details of items()) details.open = !allOpen;
        }}
      >
        {allOpen ? collapseAllLabel : expandAllLabel}
      </Button>
    </div>
  );
}
