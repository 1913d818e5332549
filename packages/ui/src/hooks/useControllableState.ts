// A value a component keeps itself unless its parent controls it. One meaning of `undefined` for every control:
// `undefined` (or no prop) leaves the component in charge; any other value, `null` and `''` included, is the
// parent's, which hears of every change through `onChange` and decides whether it happens (the pattern of Radix's
// useControllableState).
import { useState } from 'react';

/** `Next` is what a change may set, when narrower than what is shown (a radio group shows null, sets a value). */
export function useControllableState<T, Next extends T = T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange: ((next: Next) => void) | undefined,
): [T, (next: Next) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = (next: Next) => {
    if (!controlled) setOwn(() => next);
    onChange?.(next);
  };
  return [controlled ? value : own, set];
}
