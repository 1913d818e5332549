'use client';
// The Expand all / Collapse all button of an Accordion. It presses the header button of each item that is not
// yet as asked, so every item changes the way a visitor's press changes it (and a controlled one reports it).
// Hidden until hydrated, as it does nothing without JavaScript.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { useHydrated } from '../hooks';
import type { AccordionMessages } from './messages';
import styles from './Accordion.module.css';

interface AccordionToggleAllProps {
  messages: AccordionMessages;
}

export function AccordionToggleAll({ messages }: AccordionToggleAllProps) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  // The Accordion renders this toolbar right before the element that holds its items; each item's button sits
  // in its heading (an accordion nested in a panel keeps its own buttons).
  const headerButtons = useCallback(
    (): HTMLButtonElement[] => [
      ...(toolbarRef.current?.nextElementSibling?.querySelectorAll<HTMLButtonElement>(
        ':scope > * > * > [data-accordion-button]',
      ) ?? []),
    ],
    [],
  );

  const subscribe = useCallback((onChange: () => void) => {
    const holder = toolbarRef.current?.nextElementSibling;
    if (!holder) return () => {};
    const observer = new MutationObserver(onChange);
    observer.observe(holder, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
    return () => observer.disconnect();
  }, []);
  const allOpen = useSyncExternalStore(
    subscribe,
    () => {
      const buttons = headerButtons();
      return buttons.length > 0 && buttons.every((button) => button.getAttribute('aria-expanded') === 'true');
    },
    () => false,
  );

  return (
    <div ref={toolbarRef} className={styles.toolbar} hidden={!hydrated}>
      <Button
        variant="tertiary"
        size="sm"
        onClick={() => {
          const wanted = allOpen ? 'false' : 'true';
          for (const button of headerButtons())
            if (button.getAttribute('aria-expanded') !== wanted) button.click();
        }}
      >
        {allOpen ? messages.collapseAll : messages.expandAll}
      </Button>
    </div>
  );
}
