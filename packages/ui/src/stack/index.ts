export { Stack } from './Stack';
export type { StackAlign, StackElement, StackProps } from './Stack';
