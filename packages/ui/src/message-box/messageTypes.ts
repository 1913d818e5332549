// The four message types shared by Alert and InfoBox: each has an icon (and a word in messages.ts that says the
// type in text).
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
