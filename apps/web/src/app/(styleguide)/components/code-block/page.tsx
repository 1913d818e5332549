// The code-block page: code highlighted at build time with a copy button, long code that collapses, code
// behind "Show code", and a live-editable example (the one page whose CSP allows eval, for react-live).
import { Button } from '@ds/ui/button';
import { CodeBlock } from '@ds/ui/code-block';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import codeBlockProps from '@/styleguide/props/CodeBlock.json';
import liveCodeBlockProps from '@/styleguide/props/LiveCodeBlock.json';
import { LiveButtonExample } from './LiveButtonExample';
import styles from './page.module.css';

const PATH = '/components/code-block';

export const metadata = docMetadata(PATH);

const quoteButton = `
import { Button } from '@ds/ui/button';

export function GetAQuote() {
  return (
    <Button href="/health-insurance/join/welcome" variant="primary">
      Get a quote
    </Button>
  );
}
`;

const cardStyles = `
/* A cover card: token variables only, no outer margin. */
.card {
  padding: var(--card-padding);
  border: 1px solid var(--card-border);
  border-radius: var(--card-radius);
  background-color: var(--card-surface);
}

@media (--from-md) {
  .card {
    display: grid;
    grid-template-columns: 1fr auto;
  }
}
`;

const commands = `
# Build the static export, then serve it with the strict CSP
npm run build
PORT=3000 npm start

# Run one end-to-end spec against its own port
E2E_PORT=4241 npx playwright test -c e2e/playwright.config.ts e2e/code-block.spec.ts
`;

const quoteSummary = `
// The summary of a quote: cover, price and what happens next.
import { Button } from '@ds/ui/button';
import { Heading } from '@ds/ui/heading';
import { Stack } from '@ds/ui/stack';
import { Text } from '@ds/ui/text';

export interface QuoteSummaryProps {
  cover: 'Basic' | 'Bronze' | 'Silver' | 'Gold';
  pricePerFortnight: number;
  startDate: string;
  onContinue: () => void;
}

const currency = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export function QuoteSummary({ cover, pricePerFortnight, startDate, onContinue }: QuoteSummaryProps) {
  return (
    <Stack gap={4}>
      <Heading level={2}>Your {cover} hospital cover</Heading>
      <Text size="lg">
        {currency.format(pricePerFortnight)} a fortnight, starting {startDate}.
      </Text>
      <Text>
        Waiting periods apply to some services. Your policy booklet lists them, and we
        will email you a copy once you join.
      </Text>
      <Stack gap={2}>
        <Button onClick={onContinue}>Continue to your details</Button>
        <Button href="/health-insurance" variant="secondary">
          Compare other covers
        </Button>
      </Stack>
    </Stack>
  );
}
`;

const navData = `
{
  "variant": "arhi",
  "header": { "logoUrl": "/", "phoneNumber": "1300 975 707" },
  "footer": { "countryOfOrigin": "Australia" }
}
`;

const liveButton = `<Button variant="primary" size="md">
  Get a quote
</Button>`;

export default function CodeBlockPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="TypeScript and JSX"
          description="Code is highlighted when the site is built, so it costs the page no JavaScript. Copy puts the code on the clipboard and says Copied for five seconds."
          code={`<CodeBlock label="Code of a quote button" code={quoteButton} />`}
        >
          <CodeBlock label="Code of a quote button" code={quoteButton} />
        </Example>

        <Example
          title="CSS"
          code={`<CodeBlock language="css" label="Styles of a cover card" code={cardStyles} />`}
        >
          <CodeBlock language="css" label="Styles of a cover card" code={cardStyles} />
        </Example>

        <Example
          title="Bash"
          code={`<CodeBlock language="bash" label="Commands to build and test" code={commands} />`}
        >
          <CodeBlock language="bash" label="Commands to build and test" code={commands} />
        </Example>

        <Example
          title="Long code collapses"
          description="A block of 22 lines or more is taller than 470px (the collapse threshold) and starts collapsed to 30rem, with Show more. The server cannot measure, so the line count decides, and the page does not move when it loads."
          code={`<CodeBlock label="Code of the quote summary" code={quoteSummary} />`}
        >
          <CodeBlock label="Code of the quote summary" code={quoteSummary} />
        </Example>

        <Example
          title="Code behind Show code"
          description="The expandable form keeps the code out of the way until a reader asks for it."
          code={`<CodeBlock expandable language="json" label="Navigation data" code={navData} />`}
        >
          <CodeBlock expandable language="json" label="Navigation data" code={navData} />
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
          code={`'use client';
import { Button } from '@ds/ui/button';
import { LiveCodeBlock } from '@ds/ui/code-block';

const scope = { Button };

// The children are the example as its code first reads, rendered by the server.
<LiveCodeBlock scope={scope} code={\`${liveButton}\`}>
  ${liveButton.replaceAll('\n', '\n  ')}
</LiveCodeBlock>`}
        >
          {/* The example as its code first reads, sent with the page until the live preview takes over. */}
          <LiveButtonExample code={liveButton}>
            <Button variant="primary" size="md">
              Get a quote
            </Button>
          </LiveButtonExample>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="CodeBlock" rows={codeBlockProps} />
        <PropsTable component="LiveCodeBlock" rows={liveCodeBlockProps} />
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
