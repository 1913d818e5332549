export { Link } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { LinkProvider, useResolvedHref } from './LinkProvider';
export type { LinkProviderProps } from './LinkProvider';
