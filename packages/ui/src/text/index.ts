export { Text } from './Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text';
export { Copy } from './Copy';
export type { CopyProps } from './Copy';
