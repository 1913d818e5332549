// The Code block page's CSS example.
import { CodeBlock } from '@ds/ui/code-block';
import { cardStyles } from './code-samples';

export default function CardStylesCode() {
  return <CodeBlock language="css" label="Styles of a cover card" code={cardStyles} />;
}
