// Renders an icon named in navigation data (e.g. "search"), or nothing for an unknown name.
import { iconComponents } from '@ds/icons';
import type { IconName } from '@ds/icons';

export function NamedIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Svg = (iconComponents as Record<string, (typeof iconComponents)[IconName] | undefined>)[name];
  if (!Svg) return null;
  return <Svg width={size} height={size} aria-hidden="true" focusable="false" />;
}
