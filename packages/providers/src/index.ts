export * from './services';
export type * from './types';
