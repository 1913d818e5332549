// @ds/ui: general-purpose components. Each folder is also importable on its own, e.g. `@ds/ui/button`.
// CodeBlock is only there (`@ds/ui/code-block`): it highlights with shiki on the server, and a client module
// importing this barrel must never have shiki in its graph.
export * from './accordion';
export * from './alert';
export * from './badge';
export * from './box';
export * from './button';
export * from './carousel';
export * from './checkbox';
export * from './columns';
export * from './container';
export * from './data-table';
export * from './date-input';
export * from './date-picker';
export * from './error-page';
export * from './form-control';
export * from './heading';
export * from './hero-panel';
export * from './hooks';
export * from './icon';
export * from './info-box';
export * from './link';
export * from './message-box';
export * from './modal';
export * from './placeholder';
export * from './progress-stepper';
export * from './radio-group';
export * from './scrollable-table';
export * from './select';
export * from './skip-link';
export * from './stack';
export * from './switch';
export * from './tabs';
export * from './text';
export * from './text-input';
export * from './visually-hidden';
export * from './utils';
