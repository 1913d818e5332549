// The code-block page: code highlighted at build time with a copy button, long code that collapses, code
// behind "Show code", and a live-editable example (the one page whose CSP allows eval, for react-live).
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import codeBlockProps from '@/styleguide/props/CodeBlock.json';
import liveCodeBlockProps from '@/styleguide/props/LiveCodeBlock.json';
import codeBlockMessages from '@/styleguide/props/CodeBlockMessages.json';
import liveCodeBlockMessages from '@/styleguide/props/LiveCodeBlockMessages.json';
import Bash from './examples/bash';
import CodeBehindShowCode from './examples/code-behind-show-code';
import Css from './examples/css';
import LiveEditable from './examples/live-editable';
import LongCodeCollapses from './examples/long-code-collapses';
import TypescriptAndJsx from './examples/typescript-and-jsx';
import styles from './page.module.css';

const PATH = '/components/code-block';

export const metadata = docMetadata(PATH);

export default function CodeBlockPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="TypeScript and JSX"
          description="Code is highlighted when the site is built, so it costs the page no JavaScript. Copy puts the code on the clipboard and says Copied for five seconds."
          code={exampleSource(PATH, 'typescript-and-jsx')}
        >
          <TypescriptAndJsx />
        </Example>

        <Example title="CSS" code={exampleSource(PATH, 'css')}>
          <Css />
        </Example>

        <Example title="Bash" code={exampleSource(PATH, 'bash')}>
          <Bash />
        </Example>

        <Example
          title="Long code collapses"
          description="A block of 22 lines or more is taller than 470px (the collapse threshold) and starts collapsed to 30rem, with Show more. The server cannot measure, so the line count decides, and the page does not move when it loads."
          code={exampleSource(PATH, 'long-code-collapses')}
        >
          <LongCodeCollapses />
        </Example>

        <Example
          title="Code behind Show code"
          description="The expandable form keeps the code out of the way until a reader asks for it."
          code={exampleSource(PATH, 'code-behind-show-code')}
        >
          <CodeBehindShowCode />
        </Example>

        <Example
          title="Live-editable"
          description={
            <>
              The example renders beside its code and updates as you type: try{' '}
              <code className={styles.inlineCode}>variant=&quot;secondary&quot;</code> or{' '}
              <code className={styles.inlineCode}>size=&quot;lg&quot;</code>. The code runs in your browser,
              so this is the one page whose security policy allows it.
            </>
          }
          code={exampleSource(PATH, 'live-editable')}
        >
          <LiveEditable />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="CodeBlock" rows={codeBlockProps} />
        <PropsTable component="LiveCodeBlock" rows={liveCodeBlockProps} />
        <PropsTable component="CodeBlock" caption="Messages of CodeBlock" rows={codeBlockMessages} />
        <PropsTable
          component="LiveCodeBlock"
          caption="Messages of LiveCodeBlock"
          rows={liveCodeBlockMessages}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.notes}>
          <li>
            The code sits in a region named by its label. While it scrolls sideways the region is a tab stop,
            so the arrow keys can scroll it; otherwise it is not.
          </li>
          <li>
            Copy, Show more and Show code are buttons whose names end with the block’s label, so each is clear
            in a list of buttons. Enter or Space activates them.
          </li>
          <li>
            After a copy the button reads Copied for five seconds and a polite status message says Copied. If
            the clipboard is refused, the message says so and the code is selected for copying by keyboard.
          </li>
          <li>
            Show more and Show code follow the disclosure pattern: aria-expanded says whether the code is
            shown, aria-controls points at it. Collapsed code is still read in full by screen readers.
          </li>
          <li>
            Token colours are theme text colours with at least 4.5:1 contrast on the code background in every
            theme. Colour is never the only way to read the code.
          </li>
          <li>
            The live editor is a multi-line text box named Edit the code. Tab leaves it rather than inserting
            a tab, so it is never a keyboard trap. Errors are announced politely once typing pauses.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
