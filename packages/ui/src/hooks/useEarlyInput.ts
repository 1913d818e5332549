'use client';
// What a visitor did to a control before the page came alive. The server draws inputs that take keys and clicks
// before the script runs; React keeps what the DOM then holds when it hydrates, but the next render of a
// controlled input puts the page's value back over it: a date typed on a slow phone vanishes, a radio shows one
// choice while the answers hold another. In the commit that hydrates the control, the control is handed the
// element the visitor changed, to pass on as its own change. A control the app mounts itself holds what React
// drew, so nothing is handed on. (The browser's own restoring of a form on reload or Back counts as the visitor's.)
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

export type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isCheckable = (element: FormElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');

/**
 * Whether the element holds something other than what React drew. Hydrating, React sets an input's default value
 * and default checked state to its props and leaves the live ones as they are (mounting, it sets both). An
 * option's default is the server's `selected` attribute; a select React mounts itself has none.
 */
export function changedSinceDrawn(element: FormElement): boolean {
  if (element instanceof HTMLSelectElement) {
    const options = [...element.options];
    const drawnByServer = options.some((option) => option.defaultSelected);
    return drawnByServer && options.some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(element)) return element.checked !== element.defaultChecked;
  return element.value !== element.defaultValue;
}

/**
 * Calls `take` once, when the control is first drawn, with the elements under `ref` (itself or those inside it)
 * that the visitor changed before the page came alive, when there are any; of a radio group, the radio now chosen.
 */
export function useEarlyInput(
  ref: RefObject<Element | null>,
  take: (changed: [FormElement, ...FormElement[]]) => void,
): void {
  // Only the first commit: after it, what the elements hold is React's (React never updates a controlled radio's
  // or option's default, so a second look, as Strict Mode's rerun of effects takes, would see a change again).
  const looked = useRef(false);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || looked.current) return;
    looked.current = true;
    const elements = root.matches('input, select, textarea')
      ? [root as FormElement]
      : [...root.querySelectorAll<FormElement>('input, select, textarea')];
    const [first, ...rest] = elements.filter(
      (element) =>
        changedSinceDrawn(element) && !(element.type === 'radio' && !(element as HTMLInputElement).checked),
    );
    if (first) take([first, ...rest]);
  }, []);
}
