// The icon catalogue: every icon's metadata (generated from catalogue/) and the look-ups the style guide uses.
import { catalogue } from './generated/catalogue';
import type { IconMetadata } from './metadata';

export { catalogue };

/** The catalogue entry for a name, if there is one. */
export function findIcon(name: string): IconMetadata | undefined {
  return catalogue.find((icon) => icon.name === name);
}
