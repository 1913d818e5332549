'use client';
// A live-editable example: the example renders beside its code and updates as the code is edited. The page is
// sent with the example as written and its plain code. Once the page has hydrated the code is a text area; react-live
// (about 80 KiB gzip: a JSX compiler and a highlighter) comes only when the visitor scrolls near the example or
// reaches for its code (points at it, focuses it, types), then colours the code, and runs it once it is edited. Its
// compiler is the heaviest task a page of ours can run, so a page that shows an example further down does not pay
// for it on load. react-live compiles with `new Function`, so a page that shows one needs 'unsafe-eval' in its
// script-src (apps/server/src/security-headers.ts grants it to that page alone).
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useDebouncedValue, useHydrated, useImportOnWant, useNearViewport } from '../hooks';
import { LiveLayout, liveIds } from './LiveLayout';
import { withDefaultMessages } from '../messages';
import { defaultLiveCodeBlockMessages } from './messages';
import type { LiveCodeBlockMessages } from './messages';
import { normalizeCode } from './normalize';
import styles from './LiveCodeBlock.module.css';

const loadLiveParts = () => import('./LiveParts').then((module) => module.liveParts);

export interface LiveCodeBlockProps {
  /** The example: one JSX expression, TypeScript allowed. */
  code: string;
  /** What the code may use, e.g. `{ Button }`. Keep the object stable (define it outside the component). */
  scope?: Record<string, unknown>;
  /**
   * The example as the code first reads, rendered by the server: shown before (and without) JavaScript and
   * until the live preview takes over, so nothing moves.
   */
  children?: ReactNode;
  /**
   * How long the code must stand unchanged before an error shows, in milliseconds, so typing is not
   * interrupted.
   */
  errorDelay?: number;
  /**
   * Its own words, any of them replaced (see `LiveCodeBlockMessages`): the captions of the preview and the
   * editor, the editor's hint, and what it says when the code does not run.
   */
  messages?: Partial<LiveCodeBlockMessages>;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The code as plain text with one more line than it holds, as the highlighter draws it (LiveParts), so the editor is
 * one height before and after the colours come. (A pre shows no line for a single newline at its end: it takes two.)
 */
const withSpareLine = (code: string) => `${code}\n\n`;

/** The compiler's message once the code has stood unchanged for `delay`, cleared as soon as the code runs. */
function useErrorMessage(
  error: string | undefined,
  messages: LiveCodeBlockMessages,
  delay: number,
): ReactNode {
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

export function LiveCodeBlock({
  code,
  scope,
  children,
  messages: messageOverrides,
  errorDelay = 1000,
  className,
}: LiveCodeBlockProps) {
  const source = useMemo(() => normalizeCode(code), [code]);
  const id = useId();
  const ids = liveIds(id);
  const hydrated = useHydrated();
  const messages = withDefaultMessages(defaultLiveCodeBlockMessages, messageOverrides);
  const [edited, setEdited] = useState<string | null>(null);
  const current = edited ?? source;
  const [error, setError] = useState<string | undefined>();
  const status = useErrorMessage(error, messages, errorDelay);
  const { value: live, want } = useImportOnWant(loadLiveParts);
  const nearViewport = useNearViewport<HTMLDivElement>(want);
  // The server's copy of the example stays until the code is edited: what the visitor may have focused in it (the
  // preview's button) stays where it is when react-live arrives. With no copy, react-live renders it from the code.
  const runsLive = live !== null && (edited !== null || children === undefined || children === null);

  // The editor sets inline styles, which the CSP forbids in server-rendered HTML, and a text area typed into
  // before the page is alive would not show what it holds; so the server (and the first client render) sends the
  // plain code. The text area is drawn over a copy of its code, which react-live colours once it has come; the
  // text area stays one element throughout, so focus and what was typed stay when it does.
  const editor = hydrated ? (
    <div ref={nearViewport} className={styles.overlay}>
      <div aria-hidden="true" className={styles.highlighted}>
        {live ? (
          <live.LiveHighlight code={current} />
        ) : (
          <pre>
            <code>{withSpareLine(current)}</code>
          </pre>
        )}
      </div>
      <textarea
        className={styles.input}
        value={current}
        // The text area covers the code: pointing at it or focusing it is reaching for it.
        onPointerEnter={want}
        onFocus={want}
        onChange={(event) => {
          setEdited(event.target.value);
          want();
        }}
        aria-labelledby={ids.editorLabel}
        aria-describedby={ids.editorHint}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
      />
    </div>
  ) : (
    <pre>
      <code>{withSpareLine(source)}</code>
    </pre>
  );

  return (
    <LiveLayout
      id={id}
      messages={messages}
      className={className}
      preview={
        runsLive ? (
          <live.LivePreviewPane code={current} scope={scope} initial={children} onError={setError} />
        ) : (
          children
        )
      }
      editor={editor}
      status={status}
    />
  );
}
