// The one look of Alert and InfoBox: a box in a message type's colours with the type's icon, an optional title
// and the message. The type is also said in text (visually hidden), so it is never carried by colour alone.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { withDefaultMessages } from '../messages';
import { defaultMessageBoxMessages } from './messages';
import type { MessageBoxMessages } from './messages';
import { messageTypeIcons } from './messageTypes';
import type { MessageType } from './messageTypes';
import styles from './MessageBox.module.css';

/** loud: tinted, outlined and accented; soft: tinted only; banner: a full-bleed strip across the page. */
export type MessageAppearance = 'loud' | 'soft' | 'banner';
export type MessageTitleLevel = 2 | 3 | 4 | 5 | 6;

export interface MessageBoxProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Sets the colours, the icon and the word read before the message. */
  type: MessageType;
  /** How loud the box looks (see `MessageAppearance`). */
  appearance: MessageAppearance;
  /** A short title above the message. */
  title?: ReactNode;
  /** Makes the title a heading of this level; without it the title is a bold paragraph. */
  titleLevel?: MessageTitleLevel;
  /**
   * Its own words, any of them replaced (see `MessageBoxMessages`): the word read before the message for each
   * type (visually hidden), e.g. `{ error: 'Problem' }`; an empty word leaves it out.
   */
  messages?: Partial<MessageBoxMessages>;
  /**
   * Fills the container instead of stopping at a readable line length. A banner always does.
   * @default false
   */
  fullWidth?: boolean;
  /** The message: what the box says. */
  children?: ReactNode;
  /** The box's element: to move focus to the box itself (an error summary), so its focus ring is the box's. */
  ref?: Ref<HTMLDivElement>;
}

export function MessageBox({
  type,
  appearance,
  title,
  titleLevel,
  messages,
  fullWidth = false,
  className,
  children,
  ...props
}: MessageBoxProps) {
  const TitleTag = titleLevel ? (`h${titleLevel}` as const) : 'p';
  const typeLabel = withDefaultMessages(defaultMessageBoxMessages, messages)[type];
  const typeText = typeLabel ? <VisuallyHidden>{`${typeLabel}: `}</VisuallyHidden> : null;
  return (
    <div
      {...props}
      className={cx(
        styles.box,
        styles[`type-${type}`],
        styles[`appearance-${appearance}`],
        (fullWidth || appearance === 'banner') && styles.fullWidth,
        className,
      )}
      data-type={type}
    >
      <div className={styles.inner}>
        <Icon icon={messageTypeIcons[type]} size={24} className={styles.icon} />
        <div className={styles.content}>
          {title ? (
            <TitleTag className={styles.title}>
              {typeText}
              {title}
            </TitleTag>
          ) : null}
          {children ? (
            <div className={styles.body}>
              {title ? null : typeText}
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
