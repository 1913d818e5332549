// A value that follows another once it has stayed the same for `delayMs`: the one debounce the library has (the
// live editor's preview, the address search's question).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  // With no delay there is nothing to wait for: the value itself, with no render spent catching up.
  return delayMs > 0 ? settled : value;
}
