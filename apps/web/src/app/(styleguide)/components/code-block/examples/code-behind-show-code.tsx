// The Code block page's Code behind Show code example.
import { CodeBlock } from '@ds/ui/code-block';
import { navData } from './code-samples';

export default function NavigationDataCode() {
  return <CodeBlock expandable language="json" label="Navigation data" code={navData} />;
}
