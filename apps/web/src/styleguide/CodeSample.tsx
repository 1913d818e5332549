// The code of an example. The library's CodeBlock renders it highlighted, with its copy button.
import styles from './CodeSample.module.css';

export function CodeSample({ code, language, label }: { code: string; language: string; label: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- code that scrolls sideways must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={styles.code}>
      <pre data-language={language}>
        <code>{code.trim()}</code>
      </pre>
    </div>
  );
}
