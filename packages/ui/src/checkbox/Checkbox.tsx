'use client';
// One checkbox: a native input with its label (and an optional subtitle as its description). `indeterminate`
// shows the partly-checked state (a select-all over rows of which only some are chosen); the browser then
// reports it as "mixed" to screen readers.
import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useEarlyInput } from '../hooks/useEarlyInput';
import { cx } from '../utils/cx';
import choice from '../form-control/Choice.module.css';
import styles from './Checkbox.module.css';

/**
 * @rest {InputHTMLAttributes<HTMLInputElement>} Passed to the native checkbox: checked, defaultChecked, onChange,
 * name, value, disabled …
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The checkbox's visible name. */
  label: ReactNode;
  /** Detail under the label, read as its description. */
  subtitle?: ReactNode;
  /** Shows the partly checked state (a select-all over a list of which only some are ticked). */
  indeterminate?: boolean;
  /** Hides the label but keeps it as the name, where a table row or heading already says it. */
  hideLabel?: boolean;
}

/**
 * Set by a component that takes its checkboxes' early input itself, all at once (CheckboxGroup): its boxes then
 * leave it to it.
 */
export const EarlyInputGroupContext = createContext(false);

/**
 * Runs `pass` once the page has settled from hydrating: its stores read and its effects run (a page whose boxes
 * follow the URL or stored answers has only then drawn them from that state), one frame and a task later.
 */
function afterHydrationSettles(pass: () => void) {
  requestAnimationFrame(() => setTimeout(pass, 0));
}

export function Checkbox({
  label,
  subtitle,
  indeterminate = false,
  hideLabel = false,
  className,
  id,
  ...input
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const takenByGroup = useContext(EarlyInputGroupContext);
  // The page's value for the box as of its latest render (undefined when the box keeps its own state).
  const pagesValue = useRef(input.checked);
  useLayoutEffect(() => {
    pagesValue.current = input.checked;
  });
  // A box ticked or cleared before the page came alive (or restored so by the browser) is passed on as the
  // visitor's own click, once the page has settled: put back as the page has it, then clicked, so `onChange` gets a
  // real change event weighed against the page's current state, one box at a time. Where the page already agrees
  // (a box the URL says is ticked), nothing is passed on. Before, a controlled box was put back on the page's next
  // render and the page never told.
  useEarlyInput(ref, ([changed]) => {
    // The one element under the ref: this box.
    const box = changed as HTMLInputElement;
    if (takenByGroup) return;
    const visitors = box.checked;
    // A click of the visitor's own in the meantime is their latest word: nothing is passed on after it.
    let clickedSince = false;
    const noteClick = (event: Event) => {
      if (event.isTrusted) clickedSince = true;
    };
    box.addEventListener('click', noteClick);
    afterHydrationSettles(() => {
      box.removeEventListener('click', noteClick);
      const pages = pagesValue.current ?? box.defaultChecked;
      if (clickedSince || !box.isConnected || pages === visitors) return;
      box.checked = pages;
      box.click();
    });
  });
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const generatedId = useId();
  const labelId = `${id ?? generatedId}-label`;
  const subtitleId = subtitle != null ? `${id ?? generatedId}-subtitle` : undefined;
  return (
    <label className={cx(choice.choice, className)}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        // Named by the label text alone; the subtitle is its description.
        aria-labelledby={labelId}
        aria-describedby={[input['aria-describedby'], subtitleId].filter(Boolean).join(' ') || undefined}
        className={choice.input}
      />
      <span className={cx(choice.text, hideLabel && styles.hiddenText)}>
        <span id={labelId}>{label}</span>
        {subtitle != null ? (
          <span id={subtitleId} className={choice.subtitle}>
            {subtitle}
          </span>
        ) : null}
      </span>
    </label>
  );
}
