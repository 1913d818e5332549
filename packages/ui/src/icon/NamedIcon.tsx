// An icon chosen by its catalogue name, as navigation and content data name them ("search", "phone").
// It imports the whole catalogue, so components that know their icon import it directly and use Icon.
import { iconComponents } from '@ds/icons';
import type { IconComponent } from '@ds/icons';
import { Icon } from './Icon';
import type { IconProps } from './Icon';

export interface NamedIconProps extends Omit<IconProps, 'icon'> {
  /** A catalogue name such as "search"; an unknown name renders nothing. */
  name: string;
}

export function NamedIcon({ name, ...props }: NamedIconProps) {
  const svg = (iconComponents as Record<string, IconComponent | undefined>)[name];
  return svg ? <Icon icon={svg} {...props} /> : null;
}
