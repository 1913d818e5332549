// Fetches the outline tiles a map needs from the site. The map never waits for them: until they arrive, or if
// they cannot be had, it is drawn without land.
import { useEffect, useState } from 'react';
import { loadOutline, type LandRing } from './outline-tiles';

export type OutlineState = 'loading' | 'ready' | 'failed';

export function useLandOutline(tileNames: readonly string[]): {
  state: OutlineState;
  rings: readonly LandRing[];
} {
  const key = tileNames.join(' ');
  const [loaded, setLoaded] = useState<{ key: string; state: OutlineState; rings: readonly LandRing[] }>({
    key: '',
    state: 'loading',
    rings: [],
  });
  useEffect(() => {
    let current = true;
    loadOutline(key.split(' ')).then(
      (rings) => current && setLoaded({ key, state: 'ready', rings }),
      () => current && setLoaded({ key, state: 'failed', rings: [] }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  // Tiles for another area are never drawn here; the new ones are on their way.
  return loaded.key === key ? loaded : { state: 'loading', rings: [] };
}
