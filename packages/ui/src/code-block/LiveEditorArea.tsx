'use client';
// The live part of LiveCodeBlock, loaded after hydration: react-live's editor and preview in the shared layout.
import { useContext, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Editor as Highlighter, LiveContext, LivePreview, LiveProvider } from 'react-live';
import { LiveLayout, liveIds } from './LiveLayout';
import type { LiveCodeBlockMessages } from './messages';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import styles from './LiveCodeBlock.module.css';

// react-live colours tokens with inline styles from a theme; this one sets none, so its classes (`token
// keyword` ...) are styled by LiveCodeBlock.module.css. The empty values also clear the highlighter's own
// inline padding, margin and font, so the stylesheet decides those too. (Styles set from script are allowed
// by the CSP; only style attributes in the HTML are not.)
type LiveTheme = NonNullable<ComponentProps<typeof LiveProvider>['theme']>;
const clearedStyle = { margin: '', padding: '', fontFamily: '' };
const classOnlyTheme = { plain: clearedStyle, styles: [] } as unknown as LiveTheme;

/** react-live's preview once it has compiled the code; until then the example as the server rendered it. */
function Preview({ initial }: { initial: ReactNode }) {
  const { element, error } = useContext(LiveContext);
  return element || error ? <LivePreview className={styles.livePreview} /> : initial;
}

/**
 * The editor: a native text area (its own label, undo, Tab moving on) over react-live's highlighter, which is
 * drawn beneath it, hidden from assistive technology, in the same type so the two line up. A contenteditable
 * editor is avoided: typing over coloured tokens makes Chrome try to carry their colour over in a style
 * attribute, which the CSP blocks (and reports as a violation).
 */
function Editor({ id, initialCode }: { id: string; initialCode: string }) {
  const { onChange } = useContext(LiveContext);
  const [code, setCode] = useState(initialCode);
  const ids = liveIds(id);
  return (
    <div className={styles.overlay}>
      <div aria-hidden="true" className={styles.highlighted}>
        {/* One more line than the text area holds, so the text area (stretched to this height) never scrolls. */}
        <Highlighter code={`${code}\n`} language="tsx" theme={classOnlyTheme} disabled />
      </div>
      <textarea
        className={styles.input}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          onChange(event.target.value);
        }}
        aria-labelledby={ids.editorLabel}
        aria-describedby={ids.editorHint}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
      />
    </div>
  );
}

/** The compiler's message once the code has stood unchanged for `delay`, cleared as soon as the code runs. */
function useErrorMessage(messages: LiveCodeBlockMessages, delay: number): ReactNode {
  const { error } = useContext(LiveContext);
  const settled = useDebouncedValue(error, delay);
  const shown = error ? settled : undefined;
  if (!shown) return null;
  // Another page loaded first keeps its CSP (without 'unsafe-eval') while the visitor navigates here.
  const blocked = shown.startsWith('EvalError');
  return (
    <>
      <p className={styles.errorLabel}>{blocked ? messages.blocked : messages.error}</p>
      {blocked ? null : <pre className={styles.errorText}>{shown}</pre>}
    </>
  );
}

function Layout({
  id,
  code,
  messages,
  errorDelay,
  className,
  initial,
}: {
  id: string;
  code: string;
  messages: LiveCodeBlockMessages;
  errorDelay: number;
  className?: string;
  initial: ReactNode;
}) {
  const status = useErrorMessage(messages, errorDelay);
  return (
    <LiveLayout
      id={id}
      messages={messages}
      className={className}
      preview={<Preview initial={initial} />}
      editor={<Editor id={id} initialCode={code} />}
      status={status}
    />
  );
}

export default function LiveEditorArea({
  id,
  code,
  scope,
  messages,
  errorDelay,
  className,
  children,
}: {
  id: string;
  code: string;
  scope?: Record<string, unknown>;
  messages: LiveCodeBlockMessages;
  errorDelay: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <LiveProvider code={code} scope={scope} theme={classOnlyTheme} language="tsx">
      <Layout
        id={id}
        code={code}
        messages={messages}
        errorDelay={errorDelay}
        className={className}
        initial={children}
      />
    </LiveProvider>
  );
}
