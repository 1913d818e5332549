// The four message types shared by Alert and InfoBox: each has an icon and a word that says the type in text.
import { AlertTriangleIcon, CheckCircleIcon, InfoIcon, XCircleIcon } from '@ds/icons';
import type { IconComponent } from '@ds/icons';

export const messageTypes = ['success', 'info', 'warning', 'error'] as const;
export type MessageType = (typeof messageTypes)[number];

export const messageTypeIcons: Record<MessageType, IconComponent> = {
  success: CheckCircleIcon,
  info: InfoIcon,
  warning: AlertTriangleIcon,
  error: XCircleIcon,
};

/** Read before the message by screen readers, so the type is not carried by colour and icon alone. */
export const messageTypeLabels: Record<MessageType, string> = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};
