// The message box's own words: the word that says each message type in text (read before the message, visually
// hidden), so the type is not carried by colour and icon alone. An empty word leaves it out.

export interface MessageBoxMessages {
  /** Read before a success message. */
  success: string;
  /** Read before an information message. */
  info: string;
  /** Read before a warning. */
  warning: string;
  /** Read before an error message. */
  error: string;
}

export const defaultMessageBoxMessages: MessageBoxMessages = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};
