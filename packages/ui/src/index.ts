// @ds/ui: general-purpose components. Each folder is also importable on its own, e.g. `@ds/ui/button`.
export * from './box';
export * from './button';
export * from './carousel';
export * from './columns';
export * from './container';
export * from './heading';
export * from './icon';
export * from './link';
export * from './modal';
export * from './progress-stepper';
export * from './scrollable-table';
export * from './skip-link';
export * from './stack';
export * from './tabs';
export * from './text';
export * from './visually-hidden';
export * from './utils';
