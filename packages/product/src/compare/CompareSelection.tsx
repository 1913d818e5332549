'use client';
// Choosing covers to compare from the cards: up to three, then a link to the side-by-side page with the choice
// in its URL (so it can be shared). Without JavaScript each card still links to the compare page with itself.
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from '@ds/ui/checkbox';
import { MAX_COMPARED, compareHref } from './compare-href';
import styles from './Compare.module.css';

interface Selection {
  chosen: readonly string[];
  toggle: (id: string) => void;
}

const SelectionContext = createContext<Selection | null>(null);

export function CompareSelection({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id)
        ? current.filter((one) => one !== id)
        : current.length < MAX_COMPARED
          ? [...current, id]
          : current,
    );
  return (
    <SelectionContext.Provider value={{ chosen, toggle }}>
      {/* Before the cards, in the flow: it never covers what has focus, and Tab reaches it early. */}
      <CompareBar chosen={chosen} />
      {children}
    </SelectionContext.Provider>
  );
}

export function CompareToggle({ productId, name }: { productId: string; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const checked = selection.chosen.includes(productId);
  // Three is the most a table can show side by side: a fourth box cannot be ticked until one is unticked.
  const full = !checked && selection.chosen.length >= MAX_COMPARED;
  return (
    <Checkbox
      label={`Compare ${name}`}
      checked={checked}
      disabled={full}
      onChange={() => selection.toggle(productId)}
      className={styles.toggle}
    />
  );
}

function CompareBar({ chosen }: { chosen: readonly string[] }) {
  return (
    <div className={styles.bar} aria-live="polite">
      {chosen.length === 0 ? (
        <p className={styles.barText}>Tick ‘Compare’ on two or three covers to see them side by side.</p>
      ) : chosen.length === 1 ? (
        <p className={styles.barText}>Choose one or two more covers to compare.</p>
      ) : (
        <p className={styles.barText}>
          <a className={styles.barLink} href={compareHref(chosen)}>
            Compare {chosen.length} covers side by side
          </a>
          {chosen.length === MAX_COMPARED ? ' (the most that fit side by side)' : null}
        </p>
      )}
    </div>
  );
}
