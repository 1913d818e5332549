// A message about something that happened or needs attention: success, info, warning or error, loud, soft or
// as a banner. A server component; only `announce` brings in the small client part that speaks it.
import type { ReactNode } from 'react';
import { MessageBox } from '../message-box';
import type { MessageBoxProps, MessageType } from '../message-box';
import { AnnounceOnAppear } from './AnnounceOnAppear';
import type { Politeness } from './AnnounceOnAppear';

export type AlertType = MessageType;
export type AlertVariation = 'loud' | 'soft' | 'banner';

/** @rest {HTMLAttributes<HTMLDivElement>} Passed to the box's div, e.g. className. */
export interface AlertProps extends Omit<MessageBoxProps, 'type' | 'appearance'> {
  /** Sets the colours, the icon and the word read before the message. */
  type?: AlertType;
  /** loud: tinted, outlined and accented. soft: tinted only. banner: a full-width strip. */
  variation?: AlertVariation;
  /** A short title above the message. */
  title?: ReactNode;
  /**
   * For an alert that can appear after the page has loaded. When it does, a screen reader announces it: politely
   * for success, info and warning, assertively for error (or as given). When it is already in the page's HTML
   * at load, it is not in a live region and is not read out. Leave it off for alerts that are always there.
   */
  announce?: boolean | Politeness;
}

export function politenessFor(type: AlertType, announce: true | Politeness): Politeness {
  if (announce !== true) return announce;
  return type === 'error' ? 'assertive' : 'polite';
}

export function Alert({ type = 'info', variation = 'loud', announce = false, ...props }: AlertProps) {
  const box = <MessageBox {...props} type={type} appearance={variation} />;
  if (!announce) return box;
  return <AnnounceOnAppear politeness={politenessFor(type, announce)}>{box}</AnnounceOnAppear>;
}
