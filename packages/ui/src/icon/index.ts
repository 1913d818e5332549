export { Icon } from './Icon';
export type { IconProps, IconSize } from './Icon';
