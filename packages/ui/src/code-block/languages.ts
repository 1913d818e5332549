// The languages a code block highlights, and the name each one shows in the block's toolbar.

export const codeLanguages = ['tsx', 'ts', 'css', 'bash', 'json', 'html', 'text'] as const;

/** A highlighted language, or `text` for code shown as it is. */
export type CodeLanguage = (typeof codeLanguages)[number];

export const codeLanguageNames: Readonly<Record<CodeLanguage, string>> = {
  tsx: 'TSX',
  ts: 'TypeScript',
  css: 'CSS',
  bash: 'Bash',
  json: 'JSON',
  html: 'HTML',
  text: 'Text',
};

export function isCodeLanguage(value: unknown): value is CodeLanguage {
  return typeof value === 'string' && (codeLanguages as readonly string[]).includes(value);
}
