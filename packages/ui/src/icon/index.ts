export { Icon } from './Icon';
export type { IconProps, IconSize } from './Icon';
export { NamedIcon } from './NamedIcon';
export type { NamedIconProps } from './NamedIcon';
