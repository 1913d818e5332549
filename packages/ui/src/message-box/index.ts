export { MessageBox } from './MessageBox';
export type { MessageAppearance, MessageBoxProps, MessageTitleLevel } from './MessageBox';
export { messageTypeIcons, messageTypes } from './messageTypes';
export type { MessageType } from './messageTypes';
export { defaultMessageBoxMessages } from './messages';
export type { MessageBoxMessages } from './messages';
