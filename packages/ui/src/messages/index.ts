// The one way a component's own words are given and changed.
//
// Words a component supplies itself (a close button's name, 'Copy', 'Previous month', a status it announces) are
// its messages: a `XxxMessages` interface in the component's `messages.ts`, one doc comment per key, the default
// wording as `defaultXxxMessages`, and a `messages` prop taking any of them to change (a brand's voice, another
// language). Messages are plain strings, so they can come from data; a part that varies is a `{placeholder}`
// filled by `fillTemplate`. Words a page writes for one instance (`label`, `hint`, `children`) stay props.
export { fillTemplate, withDefaultMessages } from './messages';
