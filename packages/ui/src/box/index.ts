export { Box } from './Box';
export type { BoxBackground, BoxBorder, BoxElement, BoxProps, BoxRadius, BoxShadow } from './Box';
