// The code of an example. The library's CodeBlock renders it highlighted at build time, with its copy button
// and, for long code, "Show more".
import { CodeBlock, isCodeLanguage } from '@ds/ui/code-block';

export function CodeSample({ code, language, label }: { code: string; language: string; label: string }) {
  // An example in a language the highlighter does not know is shown as plain text rather than failing the build.
  return <CodeBlock code={code} language={isCodeLanguage(language) ? language : 'text'} label={label} />;
}
