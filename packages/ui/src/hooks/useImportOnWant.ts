// A part of a page whose code comes when the visitor first shows they want it (points at it, focuses it, opens it)
// rather than with the page: the one way the site loads code on intent (the icon filter's words, the tier modal's
// explanations, the live code's compiler, which useNearViewport also wants on sight). `want` imports it once; after
// a failed import the next `want` tries again.
import { useCallback, useRef, useState } from 'react';

export interface ImportOnWant<T> {
  /** What the import gave, or null until it has. */
  value: T | null;
  /** True after an import failed, until the next one succeeds. */
  failed: boolean;
  /** Starts the import unless it is under way or done; call it on every sign of intent. */
  want: () => void;
}

/** `load` is a stable function (declared outside the component) that imports the module and picks what is needed. */
export function useImportOnWant<T>(load: () => Promise<T>): ImportOnWant<T> {
  // Held in an object: a function (a component) given to a state setter would be called as an updater.
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const want = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (value) => {
        setLoaded({ value });
        setFailed(false);
      },
      () => {
        started.current = false;
        setFailed(true);
      },
    );
  }, [load]);
  return { value: loaded ? loaded.value : null, failed, want };
}
