'use client';
// The visible label of a tab: cut to one line with an ellipsis (the full text stays in the DOM, so the tab's
// accessible name is the whole label), with the full text as a tooltip when it is cut, and it scrolls its tab
// into view in the tab list whenever the tab becomes selected (by click, keyboard, or a controlling parent).
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { scrollIntoList } from './scrollIntoList';
import styles from './Tabs.module.css';

export function TabLabel({ isSelected, children }: { isSelected: boolean; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [fullText, setFullText] = useState<string | undefined>(undefined);

  useEffect(() => {
    const label = ref.current;
    const tab = label?.closest<HTMLElement>('[role="tab"]');
    const list = tab?.closest<HTMLElement>('[role="tablist"]');
    if (isSelected && tab && list) scrollIntoList(list, tab);
  }, [isSelected]);

  useEffect(() => {
    const label = ref.current;
    if (!label || typeof ResizeObserver === 'undefined') return;
    // The tooltip is for pointer users only: on the label, not the tab, it adds nothing to the tab's name
    // or description, so screen readers do not hear the label twice.
    const observer = new ResizeObserver(() => {
      setFullText(label.scrollWidth > label.clientWidth ? (label.textContent ?? undefined) : undefined);
    });
    observer.observe(label);
    return () => observer.disconnect();
  }, []);

  return (
    <span ref={ref} className={styles.label} title={fullText}>
      {children}
    </span>
  );
}
