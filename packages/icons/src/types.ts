// Shared types for icon components: every icon is an SVG component taking SVG element props.
import type { ComponentType, SVGProps } from 'react';

/** Props every icon accepts: any SVG attribute (width, height, className, aria-*), spread onto the root `<svg>`. */
export type IconProps = SVGProps<SVGSVGElement>;

/** An icon from this package, or any other component that renders an `<svg>` from SVG props. */
export type IconComponent = ComponentType<IconProps>;

export type IconType = 'System' | 'Graphic';

export const iconCategories = [
  'Actions',
  'Navigation',
  'Contact',
  'Documents',
  'Health care',
  'People',
  'Objects',
  'Alerts and status',
  'Activities',
  'Rewards',
  'Shopping',
  'Travel',
  'Miscellaneous',
  'Transport',
  'Technology',
  'Social media',
] as const;

export type IconCategory = (typeof iconCategories)[number];
