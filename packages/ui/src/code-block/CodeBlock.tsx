// A block of code, highlighted at build time. This is an async server component (it cannot be rendered by a
// client component): shiki runs during the build and the page gets plain markup with a class per token, so
// highlighting ships no JavaScript. Only the copy button and the show-more / show-code toggles
// (CodeBlockFrame) hydrate.
import { CodeBlockFrame } from './CodeBlockFrame';
import { isTallEnoughToCollapse } from './collapse';
import { highlight } from './highlight';
import { normalizeCode } from './normalize';
import type { CodeToken } from './highlight';
import { codeLanguageNames } from './languages';
import type { CodeLanguage } from './languages';
import { cx } from '../utils/cx';
import { withDefaultMessages } from '../messages';
import { defaultCodeBlockMessages } from './messages';
import type { CodeBlockMessages } from './messages';
import styles from './CodeBlock.module.css';

export interface CodeBlockProps {
  /** The code. Leading blank lines, trailing whitespace and shared indentation are removed. */
  code: string;
  /** The grammar to highlight with; `text` is shown as it is. */
  language?: CodeLanguage;
  /** Names the code region and is added to each button's name. Unique on the page. */
  label: string;
  /**
   * Starts collapsed to 30rem (`--code-block-collapsed-max-height`) behind Show more. By default a block collapses
   * when it is taller than 470px (`--code-block-collapse-threshold`), worked out from its line count.
   * @default 22 lines or more
   */
  collapsible?: boolean;
  /** Hides the code behind a Show code toggle. */
  expandable?: boolean;
  /** How long the copied state lasts, in milliseconds. */
  copiedDuration?: number;
  /**
   * Its own words, any of them replaced (see `CodeBlockMessages`): the copy button and its status, and the
   * toggles. Plain strings, so a server page can pass them.
   */
  messages?: Partial<CodeBlockMessages>;
  /** Extra class on the outer element. */
  className?: string;
}

function Token({ token }: { token: CodeToken }) {
  if (!token.kind && !token.italic && !token.bold && !token.underline) return token.content;
  return (
    <span
      className={cx(
        token.kind && styles[token.kind],
        token.italic && styles.italic,
        token.bold && styles.bold,
        token.underline && styles.underline,
      )}
    >
      {token.content}
    </span>
  );
}

export async function CodeBlock({
  code,
  language = 'tsx',
  label,
  collapsible,
  expandable = false,
  copiedDuration = 5000,
  messages,
  className,
}: CodeBlockProps) {
  const source = normalizeCode(code);
  const tokens = await highlight(source, language);
  const lineCount = source.split('\n').length;
  return (
    <CodeBlockFrame
      label={label}
      languageName={codeLanguageNames[language]}
      collapsible={collapsible ?? isTallEnoughToCollapse(lineCount)}
      expandable={expandable}
      messages={withDefaultMessages(defaultCodeBlockMessages, messages)}
      copiedDuration={copiedDuration}
      className={className}
    >
      <pre className={styles.pre} data-language={language}>
        <code>
          {tokens.map((token, index) => (
            <Token key={index} token={token} />
          ))}
        </code>
      </pre>
    </CodeBlockFrame>
  );
}
