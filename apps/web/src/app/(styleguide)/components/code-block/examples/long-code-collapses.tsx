// The Code block page's Long code collapses example: the quote summary's code is long enough to start collapsed.
import { CodeBlock } from '@ds/ui/code-block';
import { quoteSummary } from './code-samples';

export default function QuoteSummaryCode() {
  return <CodeBlock label="Code of the quote summary" code={quoteSummary} />;
}
