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
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id].slice(-MAX_COMPARED),
    );
  return (
    <SelectionContext.Provider value={{ chosen, toggle }}>
      {children}
      <CompareBar chosen={chosen} />
    </SelectionContext.Provider>
  );
}

export function CompareToggle({ productId, name }: { productId: string; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const checked = selection.chosen.includes(productId);
  return (
    <Checkbox
      label={`Compare ${name}`}
      checked={checked}
      onChange={() => selection.toggle(productId)}
      className={styles.toggle}
    />
  );
}

function CompareBar({ chosen }: { chosen: readonly string[] }) {
  return (
    <div className={styles.bar} aria-live="polite" hidden={chosen.length === 0}>
      {chosen.length === 1 ? (
        <p className={styles.barText}>Choose one or two more covers to compare.</p>
      ) : chosen.length > 1 ? (
        <a className={styles.barLink} href={compareHref(chosen)}>
          Compare {chosen.length} covers side by side
        </a>
      ) : null}
    </div>
  );
}
