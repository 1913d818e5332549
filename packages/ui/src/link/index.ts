export { Link } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { LinkProvider, useLinkComponent, useResolvedHref } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
