// The modal's own words.

export interface ModalMessages {
  /** The close button's text (beside the title, or the full-width button under the content). */
  close: string;
}

export const defaultModalMessages: ModalMessages = {
  close: 'Close',
};
