// The Code block page's Bash example.
import { CodeBlock } from '@ds/ui/code-block';
import { commands } from './code-samples';

export default function CommandsCode() {
  return <CodeBlock language="bash" label="Commands to build and test" code={commands} />;
}
