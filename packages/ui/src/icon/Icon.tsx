// Sizes an icon and sets its accessibility: decorative (hidden) by default, an image with a name when labelled.
import type { IconComponent, IconProps as SvgIconProps } from '@ds/icons';
import { cx } from '../utils/cx';
import styles from './Icon.module.css';

/** Common sizes are 16, 20, 24 (default), 32 and 48 pixels; any number works. */
export type IconSize = 16 | 20 | 24 | 32 | 48 | 64 | (number & {});

export interface IconProps extends Omit<SvgIconProps, 'ref' | 'children' | 'width' | 'height'> {
  /** An icon component from @ds/icons, or any component that renders an `<svg>` from SVG props. */
  icon: IconComponent;
  size?: IconSize;
  /** Accessible name. Leave it out when the icon sits next to text that says the same thing. */
  label?: string;
}

export function Icon({ icon: Svg, size = 24, label, className, ...props }: IconProps) {
  const accessibility = label
    ? ({ role: 'img', 'aria-label': label, 'aria-hidden': undefined } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
  return (
    <Svg {...props} {...accessibility} width={size} height={size} className={cx(styles.icon, className)} />
  );
}
