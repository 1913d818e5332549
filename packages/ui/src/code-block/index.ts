export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { LiveCodeBlock } from './LiveCodeBlock';
export type { LiveCodeBlockProps } from './LiveCodeBlock';
export { codeLanguageNames, codeLanguages, isCodeLanguage } from './languages';
export type { CodeLanguage } from './languages';
export { defaultCodeBlockMessages, defaultLiveCodeBlockMessages } from './messages';
export type { CodeBlockMessages, LiveCodeBlockMessages } from './messages';
