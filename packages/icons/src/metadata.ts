// What the catalogue says about each icon. The list itself is generated from catalogue/ (src/generated/catalogue.ts).
import type { IconName } from './generated';
import type { IconCategory, IconType } from './types';

export interface IconMetadata {
  /** kebab-case identifier, the key of the component in `iconComponents`. */
  name: IconName;
  /** The exported component: 'chevron-down' -> ChevronDownIcon. */
  component: string;
  /** Title Case display name; its lower-case kebab form is the icon page's path segment. */
  title: string;
  /** System icons support interface actions and states; Graphic icons illustrate topics and products. */
  type: IconType;
  category: IconCategory;
  /** Where the icon is meant to be used, one short phrase each. */
  usage: string[];
}
