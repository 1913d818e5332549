'use client';
// A live-editable example: the example renders beside its code and updates as the code is edited. The page is
// sent with the example as written and its plain code; react-live (about 80 KiB gzip: a JSX compiler and an
// editor) loads only after the page has hydrated, then takes over. react-live compiles with `new Function`, so
// a page that shows one needs 'unsafe-eval' in its script-src (apps/server/src/security-headers.ts grants it to
// that page alone).
import { Suspense, lazy, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../hooks';
import { LiveLayout } from './LiveLayout';
import { withDefaultMessages } from '../messages';
import { defaultLiveCodeBlockMessages } from './messages';
import type { LiveCodeBlockMessages } from './messages';
import { normalizeCode } from './normalize';

const LiveEditorArea = lazy(() => import('./LiveEditorArea'));

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
  const hydrated = useHydrated();
  const messages = withDefaultMessages(defaultLiveCodeBlockMessages, messageOverrides);

  // The editor sets inline styles, which the CSP forbids in server-rendered HTML, so the server (and the
  // first client render) sends the plain code in its place.
  const waiting = (
    <LiveLayout
      id={id}
      messages={messages}
      className={className}
      preview={children}
      editor={
        <pre>
          <code>{source}</code>
        </pre>
      }
    />
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <LiveEditorArea
        id={id}
        code={source}
        scope={scope}
        messages={messages}
        errorDelay={errorDelay}
        className={className}
      >
        {children}
      </LiveEditorArea>
    </Suspense>
  );
}
