export { Container } from './Container';
export type { ContainerElement, ContainerProps, ContainerSize } from './Container';
