// The Code block page's TypeScript and JSX example.
import { CodeBlock } from '@ds/ui/code-block';
import { quoteButton } from './code-samples';

export default function QuoteButtonCode() {
  return <CodeBlock label="Code of a quote button" code={quoteButton} />;
}
