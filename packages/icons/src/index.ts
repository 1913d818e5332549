// @ds/icons: the curated icon catalogue. Import icons by name (`import { PhoneIcon } from '@ds/icons'`) so
// bundlers keep only the ones a page uses.
export * from './generated';
export { catalogue, findIcon } from './catalogue';
export type { IconMetadata } from './metadata';
export { iconCategories } from './types';
export type { IconCategory, IconComponent, IconProps, IconType } from './types';
