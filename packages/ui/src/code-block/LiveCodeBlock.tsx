'use client';
// A live-editable example: the example renders beside its code and updates as the code is edited. react-live
// compiles the code in the browser with `new Function`, so a page that shows one needs 'unsafe-eval' in its
// script-src (apps/server/src/security-headers.ts grants it to that page alone).
import { useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import { LiveContext, LiveEditor, LivePreview, LiveProvider, generateElement } from 'react-live';
import { cx } from '../utils/cx';
import { normalizeCode } from './normalize';
import styles from './LiveCodeBlock.module.css';

export interface LiveCodeBlockProps {
  /** The example's code: one JSX expression (TypeScript allowed). */
  code: string;
  /** What the code may use, e.g. `{ Button }`. Keep the object stable (define it outside the component). */
  scope?: Record<string, unknown>;
  previewLabel?: string;
  editorLabel?: string;
  /** Says what editing does; read with the editor. */
  editorHint?: string;
  /** Introduces the compiler's message when the code does not run. */
  errorLabel?: string;
  /** Shown instead of the compiler's message when the browser refuses to run the code (no 'unsafe-eval'). */
  blockedLabel?: string;
  /** How long the code must stay unchanged before an error is shown, so typing is not interrupted. */
  errorDelay?: number;
  className?: string;
}

// react-live colours tokens with inline styles from a theme; this one sets none, so its classes (`token
// keyword` ...) are styled by LiveCodeBlock.module.css. The empty values also clear the editor's own inline
// padding, margin, font and `outline: none`, so the stylesheet decides those too.
type LiveTheme = NonNullable<ComponentProps<typeof LiveProvider>['theme']>;
const clearedStyle = { margin: '', padding: '', outline: '', fontFamily: '' };
const classOnlyTheme = { plain: clearedStyle, styles: [] } as unknown as LiveTheme;

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true once the page runs on the client. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The example as first written, rendered on the server and while hydrating (react-live's own preview only
 * appears after an effect), so the page shows the example before and without JavaScript.
 */
function useFirstElement(code: string, scope: Record<string, unknown> | undefined): ComponentType | null {
  return useMemo(() => {
    try {
      return generateElement({ code, scope, enableTypeScript: true }, () => {});
    } catch {
      // The code does not compile, or the browser refuses to evaluate it: react-live reports that itself.
      return null;
    }
    // Only the first code matters: edits go through react-live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function Preview({ first: First }: { first: ComponentType | null }) {
  const { element, error } = useContext(LiveContext);
  if (element || error) return <LivePreview />;
  return First ? <First /> : null;
}

/** Gives react-live's editable `<pre>` the role, name and description of a multi-line text field. */
function Editor({ labelId, hintId, code }: { labelId: string; hintId: string; code: string }) {
  const hydrated = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = wrapper.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-labelledby', labelId);
    pre.setAttribute('aria-describedby', hintId);
  }, [hydrated, labelId, hintId]);
  return (
    <div ref={wrapper} className={styles.editor}>
      {/* The editor sets inline styles, which the CSP forbids in server-rendered HTML: it renders only in the
          browser, and the server sends the plain code in its place. */}
      {hydrated ? (
        <LiveEditor tabMode="focus" />
      ) : (
        <pre>
          <code>{code}</code>
        </pre>
      )}
    </div>
  );
}

function ErrorMessage({
  delay,
  errorLabel,
  blockedLabel,
}: {
  delay: number;
  errorLabel: string;
  blockedLabel: string;
}) {
  const { error } = useContext(LiveContext);
  const settled = useSettled(error, delay);
  // Show an error only once it has lasted `delay`, but clear it as soon as the code runs again.
  const shown = error ? settled : undefined;
  const blocked = shown?.startsWith('EvalError');
  return (
    <div role="status" className={styles.error} data-empty={shown ? undefined : ''}>
      {shown ? (
        <>
          <p className={styles.errorLabel}>{blocked ? blockedLabel : errorLabel}</p>
          {blocked ? null : <pre className={styles.errorText}>{shown}</pre>}
        </>
      ) : null}
    </div>
  );
}

export function LiveCodeBlock({
  code,
  scope,
  previewLabel = 'Preview',
  editorLabel = 'Edit the code',
  editorHint = 'The preview updates as you type. Tab moves on to the next control.',
  errorLabel = 'The code does not run yet:',
  blockedLabel = 'The live preview cannot run on this page load. Reload the page to try it.',
  errorDelay = 1000,
  className,
}: LiveCodeBlockProps) {
  const source = useMemo(() => normalizeCode(code), [code]);
  const first = useFirstElement(source, scope);
  const id = useId();
  const previewId = `${id}-preview`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  return (
    <LiveProvider code={source} scope={scope} theme={classOnlyTheme} language="tsx">
      <div className={cx(styles.live, className)}>
        <div className={styles.previewPane}>
          <p id={previewId} className={styles.caption}>
            {previewLabel}
          </p>
          <div role="group" aria-labelledby={previewId} className={styles.stage}>
            <Preview first={first} />
          </div>
        </div>
        <div className={styles.codePane}>
          <div className={styles.caption}>
            <p id={labelId} className={styles.captionTitle}>
              {editorLabel}
            </p>
            <p id={hintId} className={styles.hint}>
              {editorHint}
            </p>
          </div>
          <Editor labelId={labelId} hintId={hintId} code={source} />
        </div>
        <ErrorMessage delay={errorDelay} errorLabel={errorLabel} blockedLabel={blockedLabel} />
      </div>
    </LiveProvider>
  );
}
