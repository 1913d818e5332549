'use client';
// Choosing covers to compare from the cards: a tray at the foot of the screen, shown once a cover is ticked, with
// how many and which are chosen, the link to the side-by-side view (with the choice and the price choice in its
// URL, so it can be shared) and 'Clear'. Up to three: a fourth tick is refused with the reason, its box still
// operable. The choice is kept in this page's URL too (`products=`), so Back from the compare view and a reload
// find it. One polite live region says each change in a few words.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@ds/ui/button';
import { Checkbox } from '@ds/ui/checkbox';
import { useUrlSearch } from '@ds/ui/hooks';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import { usePriceState } from '../prices/PriceContext';
import { MAX_COMPARED, compareHref } from './compare-href';
import {
  LIMIT_MESSAGE,
  chosenCount,
  compareAnnouncement,
  comparedIds,
  toggleCompared,
} from './compare-choice';
import { useUncoverFocus } from './useUncoverFocus';
import styles from './Compare.module.css';

interface Selection {
  chosen: readonly string[];
  toggle: (id: string) => void;
  /** Each card's toggle says its cover's name, so the tray can list the chosen by name. */
  register: (id: string, name: string) => void;
}

const SelectionContext = createContext<Selection | null>(null);

/** The id of a cover's compare box (focus returns to it after 'Clear'). */
export const compareToggleId = (productId: string) => `compare-${productId}`;

export function CompareSelection({ children }: { children: ReactNode }) {
  const [search, updateSearch] = useUrlSearch();
  const { query } = usePriceState();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  // The words for the live region, numbered so the same words said twice (a second refusal) are said again.
  const [said, setSaid] = useState({ text: '', count: 0 });
  const [refused, setRefused] = useState(false);
  const chosen = comparedIds(search, new Set(names.keys()));

  const register = useCallback(
    (id: string, name: string) =>
      setNames((current) => (current.get(id) === name ? current : new Map(current).set(id, name))),
    [],
  );
  const say = (text: string) => setSaid((current) => ({ text, count: current.count + 1 }));

  const toggle = (id: string) => {
    const result = toggleCompared(chosen, id);
    setRefused(result.change === 'refused');
    say(compareAnnouncement(result, names.get(id) ?? id));
    if (result.change !== 'refused') updateSearch({ products: result.chosen.join(',') || null });
  };

  const clear = () => {
    const first = chosen[0];
    setRefused(false);
    updateSearch({ products: null });
    say('Compare choices cleared.');
    // The tray goes with its button: focus goes back to where the choosing began.
    if (first) document.getElementById(compareToggleId(first))?.focus();
  };

  return (
    <SelectionContext.Provider value={{ chosen, toggle, register }}>
      {children}
      {chosen.length > 0 ? (
        <CompareTray
          chosen={chosen.map((id) => names.get(id) ?? id)}
          href={compareHref(chosen, query)}
          refused={refused}
          onClear={clear}
        />
      ) : null}
      <div aria-live="polite">
        <VisuallyHidden key={said.count}>{said.text}</VisuallyHidden>
      </div>
    </SelectionContext.Provider>
  );
}

export function CompareToggle({ productId, name }: { productId: string; name: string }) {
  const selection = useContext(SelectionContext);
  const register = selection?.register;
  useEffect(() => register?.(productId, name), [register, productId, name]);
  if (!selection) return null;
  // A fourth stays operable: ticking it says why it cannot be added (the tray and the live region).
  return (
    <Checkbox
      id={compareToggleId(productId)}
      label={`Compare ${name}`}
      checked={selection.chosen.includes(productId)}
      onChange={() => selection.toggle(productId)}
      className={styles.toggle}
    />
  );
}

interface CompareTrayProps {
  /** The chosen covers' names, in the order chosen. */
  chosen: readonly string[];
  href: string;
  /** A fourth was just refused: the reason is shown. */
  refused: boolean;
  onClear: () => void;
}

/** At the foot of the screen while the cards scroll under it (at rest after the last card). */
export function CompareTray({ chosen, href, refused, onClear }: CompareTrayProps) {
  const tray = useRef<HTMLElement>(null);
  useUncoverFocus(tray);
  return (
    <section
      ref={tray}
      className={styles.tray}
      aria-label="Covers to compare"
      data-full={chosen.length >= MAX_COMPARED || undefined}
    >
      <p className={styles.trayChosen}>
        <strong>{chosenCount(chosen.length)}:</strong> {chosen.join(', ')}
      </p>
      {refused ? <p className={styles.trayNote}>{LIMIT_MESSAGE}</p> : null}
      <div className={styles.trayActions}>
        {chosen.length >= 2 ? (
          <Button href={href} size="sm">
            Compare {chosen.length} covers
          </Button>
        ) : (
          <p className={styles.trayHint}>Choose another cover to compare.</p>
        )}
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear<VisuallyHidden> covers to compare</VisuallyHidden>
        </Button>
      </div>
    </section>
  );
}
