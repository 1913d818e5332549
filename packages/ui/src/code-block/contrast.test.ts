// Every syntax colour of the code block and the live editor is readable on the code background (4.5:1) in
// every theme: the colours are theme tokens, so this reads them from the stylesheets and checks each theme.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '@ds/tokens/contrast';
import { themes, tokenIndex, tokenValue } from '@ds/tokens/tokens';
import type { TokenPath } from '@ds/tokens/tokens';
import { tokenKinds } from './highlight';

const CODE_BACKGROUND = '--color-surface-subtle';

function rules(file: string): { selector: string; body: string }[] {
  const css = readFileSync(path.join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }));
}

function colourVariables(selected: { selector: string; body: string }[]): string[] {
  return selected.flatMap((rule) =>
    [...rule.body.matchAll(/(?<![\w-])color:\s*var\((--[\w-]+)\)/g)].map((match) => match[1] ?? ''),
  );
}

function pathOf(cssVariable: string): TokenPath {
  const token = tokenIndex.find((entry) => entry.cssVar === cssVariable);
  if (!token) throw new Error(`No token for ${cssVariable}`);
  return token.path;
}

const blockColours = colourVariables(
  rules('CodeBlock.module.css').filter((rule) =>
    (tokenKinds as readonly string[]).includes(rule.selector.replace(/^\./, '')),
  ),
);
const editorColours = colourVariables(
  rules('LiveCodeBlock.module.css').filter((rule) => rule.selector.includes(':global(.token')),
);

describe('syntax colours', () => {
  it('are found in both stylesheets, one per token kind', () => {
    expect(blockColours).toHaveLength(tokenKinds.length);
    expect(editorColours.length).toBeGreaterThanOrEqual(5);
  });

  it.each(themes)('pass 4.5:1 on the code background in the "%s" theme', (theme) => {
    const background = String(tokenValue(theme, pathOf(CODE_BACKGROUND)));
    const failures = [...new Set([...blockColours, ...editorColours])]
      .map((variable) => ({
        variable,
        ratio: contrastRatio(String(tokenValue(theme, pathOf(variable))), background),
      }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ variable, ratio }) => `${variable} is ${ratio.toFixed(2)}:1`);
    expect(failures).toEqual([]);
  });
});
