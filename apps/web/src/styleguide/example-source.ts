// The source of a style-guide example, read from its file while the page is prerendered, so the code shown
// beside an example is the code that renders it and cannot drift. Server only: it reads files with node:fs,
// so only server components (the pages) may import it; the page's JavaScript never contains it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An example's file, relative to the style guide's route folder, and the code shown for it. */
export interface ExampleSource {
  file: string;
  code: string;
}

/**
 * The code shown for an example file: the whole file, so it can be copied as it is, less its top comment (the
 * page's description already says what the example shows). A 'use client' directive stays: it is part of
 * what makes the example work.
 */
export function shownExampleCode(fileText: string): string {
  const lines = fileText.replace(/\r\n/g, '\n').split('\n');
  const directive = /^['"]use client['"];?$/.test(lines[0] ?? '') ? [lines.shift() as string] : [];
  while (lines[0]?.startsWith('//')) lines.shift();
  return [...directive, ...lines].join('\n').trim();
}

/** Where the style guide's pages live: `next build` and `next dev` run in apps/web, the unit tests at the root. */
function styleGuideRoutes(): string {
  const fromApp = path.join(process.cwd(), 'src', 'app', '(styleguide)');
  return existsSync(fromApp)
    ? fromApp
    : path.join(process.cwd(), 'apps', 'web', 'src', 'app', '(styleguide)');
}

/**
 * The example `name` of the page at `pagePath`: the file examples/<name>.tsx beside the page, e.g.
 * exampleSource('/components/radio-group', 'default').
 */
export function exampleSource(pagePath: string, name: string): ExampleSource {
  const file = `${pagePath.replace(/^\//, '')}/examples/${name}.tsx`;
  return { file, code: shownExampleCode(readFileSync(path.join(styleGuideRoutes(), file), 'utf8')) };
}
