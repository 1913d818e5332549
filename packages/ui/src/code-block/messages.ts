// The code blocks' own words: CodeBlock's buttons and copy status, and LiveCodeBlock's captions and errors.

export interface CodeBlockMessages {
  /** The copy button's text. */
  copy: string;
  /** Shown on the copy button and announced politely for `copiedDuration` after a copy. */
  copied: string;
  /** Shown and announced when the browser refuses the clipboard; the code is then selected instead. */
  copyFailed: string;
  /** The collapse toggle while collapsed. */
  showMore: string;
  /** The collapse toggle while expanded. */
  showLess: string;
  /** The expandable form's toggle while the code is hidden. */
  showCode: string;
  /** The expandable form's toggle while the code is shown. */
  hideCode: string;
}

export const defaultCodeBlockMessages: CodeBlockMessages = {
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. The code is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.',
  showMore: 'Show more',
  showLess: 'Show less',
  showCode: 'Show code',
  hideCode: 'Hide code',
};

export interface LiveCodeBlockMessages {
  /** Names the preview. */
  preview: string;
  /** Names the editor. */
  editor: string;
  /** Says what editing does; read with the editor. */
  editorHint: string;
  /** Introduces the compiler's message when the code does not run. */
  error: string;
  /**
   * Shown instead of the compiler's message when the page's security policy does not allow the code to run (no
   * 'unsafe-eval').
   */
  blocked: string;
}

export const defaultLiveCodeBlockMessages: LiveCodeBlockMessages = {
  preview: 'Preview',
  editor: 'Edit the code',
  editorHint: 'The preview updates as you type. Tab moves on to the next control.',
  error: 'The code does not run yet:',
  blocked: 'The live preview cannot run on this page load. Reload the page to try it.',
};
