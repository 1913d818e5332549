export { MessageBox } from './MessageBox';
export type { MessageAppearance, MessageBoxProps, MessageTitleLevel } from './MessageBox';
export { messageTypeIcons, messageTypeLabels, messageTypes } from './messageTypes';
export type { MessageType } from './messageTypes';
