export { Link } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { LinkProvider, useLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
export { isInternalHref } from '../utils/href';
