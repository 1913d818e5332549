// A box of supporting information beside the main content (a tip, a condition, a reminder) in one of the four
// message types. It is a note, not an alert: never a live region, read in place like the text around it.
import type { ReactNode } from 'react';
import { MessageBox } from '../message-box';
import type { MessageBoxProps, MessageType } from '../message-box';

export type InfoBoxType = MessageType;

/** @rest {HTMLAttributes<HTMLDivElement>} Passed to the box's div, e.g. className. */
export interface InfoBoxProps extends Omit<MessageBoxProps, 'type' | 'appearance'> {
  /** Sets the colours, the icon and the word read before the content. */
  type?: InfoBoxType;
  /** A short title above the content. */
  title?: ReactNode;
}

export function InfoBox({ type = 'info', ...props }: InfoBoxProps) {
  return <MessageBox role="note" {...props} type={type} appearance="soft" />;
}
