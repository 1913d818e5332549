'use client';
// react-live's parts of LiveCodeBlock, imported when the visitor nears the example or reaches for its code: the
// highlighter drawn beneath the text area, and the preview that compiles and renders the code.
import { useContext, useEffect } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Editor as Highlighter, LiveContext, LivePreview, LiveProvider } from 'react-live';
import styles from './LiveCodeBlock.module.css';

// react-live colours tokens with inline styles from a theme; this one sets none, so its classes (`token
// keyword` ...) are styled by LiveCodeBlock.module.css. The empty values also clear the highlighter's own
// inline padding, margin and font, so the stylesheet decides those too. (Styles set from script are allowed
// by the CSP; only style attributes in the HTML are not.)
type LiveTheme = NonNullable<ComponentProps<typeof LiveProvider>['theme']>;
const clearedStyle = { margin: '', padding: '', fontFamily: '' };
const classOnlyTheme = { plain: clearedStyle, styles: [] } as unknown as LiveTheme;

/** The code, coloured; one more line than it holds, so the text area stretched over it never scrolls. */
function LiveHighlight({ code }: { code: string }) {
  return <Highlighter code={`${code}\n`} language="tsx" theme={classOnlyTheme} disabled />;
}

/** react-live's preview once it has compiled the code; until then the example as the server rendered it. */
function Preview({ initial, onError }: { initial: ReactNode; onError: (error: string | undefined) => void }) {
  const { element, error } = useContext(LiveContext);
  useEffect(() => onError(error), [error, onError]);
  return element || error ? <LivePreview className={styles.livePreview} /> : initial;
}

/** Compiles `code` with `scope` whenever either changes, and tells `onError` what does not run (or undefined). */
function LivePreviewPane({
  code,
  scope,
  initial,
  onError,
}: {
  code: string;
  scope?: Record<string, unknown>;
  initial: ReactNode;
  onError: (error: string | undefined) => void;
}) {
  return (
    <LiveProvider code={code} scope={scope} theme={classOnlyTheme} language="tsx">
      <Preview initial={initial} onError={onError} />
    </LiveProvider>
  );
}

export const liveParts = { LiveHighlight, LivePreviewPane };
export type LiveParts = typeof liveParts;
